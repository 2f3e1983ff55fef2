// Content pages (spec §2 /paginas/{slug}). They are the store's own HTML: the "Trocas e
// devoluções" page of each store carries a <script> and an onerror handler on purpose, so the
// storefront's sanitiser has something real to remove (its XSS test reads
// window.__vitrineXss, which must stay undefined).

export type PageDef = { slug: string; title: string; html: string };

const XSS_PROBE =
  '<script>window.__vitrineXss = true</script>' +
  '<img src="x" alt="" onerror="window.__vitrineXss = true">';

function exchanges(storeName: string, email: string): PageDef {
  return {
    slug: 'trocas-e-devolucoes',
    title: 'Trocas e devoluções',
    html: `<h2>Trocas e devoluções</h2>
<p>Na ${storeName}, você tem <strong>7 dias corridos</strong> a partir do recebimento para desistir da compra, como garante o Código de Defesa do Consumidor (art. 49), e <strong>30 dias</strong> para trocar um produto por outro tamanho, cor ou modelo.</p>
<h3>Como solicitar</h3>
<ol>
  <li>Escreva para <a href="mailto:${email}">${email}</a> com o número do pedido.</li>
  <li>Enviaremos um código de postagem dos Correios, sem custo para você.</li>
  <li>Assim que o produto chegar e for conferido, fazemos a troca ou o estorno em até 5 dias úteis.</li>
</ol>
<p>O produto deve voltar sem sinais de uso, com etiquetas e na embalagem original.</p>
${XSS_PROBE}
<p><em>Serviços já prestados não podem ser devolvidos, mas podem ser refeitos se houver defeito.</em></p>`,
  };
}

function privacy(storeName: string, legalName: string, email: string): PageDef {
  return {
    slug: 'politica-de-privacidade',
    title: 'Política de privacidade',
    html: `<h2>Política de privacidade</h2>
<p>A ${legalName} (“${storeName}”) trata seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).</p>
<h3>O que coletamos</h3>
<ul>
  <li>Nome, e-mail, CPF, telefone e endereços, para entregar e faturar os pedidos;</li>
  <li>Dados de navegação e do dispositivo, para manter sua sessão segura;</li>
  <li>Nunca guardamos o número completo do seu cartão: ele vai direto para o processador de pagamentos.</li>
</ul>
<h3>Seus direitos</h3>
<p>Você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento pelo e-mail <a href="mailto:${email}">${email}</a>. Respondemos em até 15 dias.</p>`,
  };
}

function shipping(storeName: string, fee: string, freeFrom: string, days: string): PageDef {
  return {
    slug: 'entrega',
    title: 'Entrega e frete',
    html: `<h2>Entrega e frete</h2>
<p>A ${storeName} entrega em todo o Brasil. O frete é fixo de <strong>${fee}</strong> e <strong>grátis em compras a partir de ${freeFrom}</strong>.</p>
<p>O prazo é de ${days} após a confirmação do pagamento. Pedidos pagos com pix são confirmados na hora; com boleto, em até 2 dias úteis.</p>
<p>Serviços não têm frete: nossa equipe combina o dia da visita com você.</p>`,
  };
}

export const auroraPages: PageDef[] = [
  {
    slug: 'sobre-nos',
    title: 'Sobre nós',
    html: `<h2>Sobre a Loja Aurora</h2>
<p>A Aurora nasceu em 2012 numa pequena oficina de costura na Rua Augusta, em São Paulo. Hoje vendemos para todo o Brasil, mas seguimos acreditando na mesma coisa: <strong>roupa boa é a que dura</strong>.</p>
<p>Escolhemos tecidos naturais, trabalhamos com confecções parceiras que pagam um salário justo e fazemos ajustes sob medida no nosso ateliê.</p>
<blockquote>“Menos peças, mais histórias.”</blockquote>`,
  },
  exchanges('Loja Aurora', 'contato@lojaaurora.com.br'),
  privacy('Loja Aurora', 'Aurora Moda e Casa Ltda.', 'contato@lojaaurora.com.br'),
  shipping('Loja Aurora', 'R$ 19,90', 'R$ 299,00', '3 a 8 dias úteis'),
];

export const ipePages: PageDef[] = [
  {
    slug: 'sobre-nos',
    title: 'Sobre nós',
    html: `<h2>Sobre a Casa Ipê</h2>
<p>Somos um viveiro urbano em Belo Horizonte, criado por duas paisagistas apaixonadas pelo cerrado mineiro. O nome vem do ipê-amarelo que floresce em frente à loja todo mês de agosto.</p>
<p>Cada planta sai daqui com um <strong>guia de cuidados</strong> escrito por nós, e você pode nos chamar no WhatsApp sempre que uma folha amarelar.</p>`,
  },
  exchanges('Casa Ipê', 'ola@casaipe.com.br'),
  privacy('Casa Ipê', 'Casa Ipê Plantas e Decoração Eireli', 'ola@casaipe.com.br'),
  shipping(
    'Casa Ipê',
    'R$ 24,90',
    'R$ 199,00',
    '2 a 6 dias úteis; plantas viajam em caixas ventiladas',
  ),
];
