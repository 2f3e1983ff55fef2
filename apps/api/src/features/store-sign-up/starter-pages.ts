import { escapeHtml } from '../email/layout.ts';

// The content pages a store opened by sign-up starts with: drafts (a shopper gets 404) the
// seller reviews and publishes from the office's Páginas. Wording a store can keep, naming
// what the law asks; the store's name and e-mail filled in, escaped as the HTML they become.

type StarterPage = { slug: string; title: string; html: string; footerPosition: number };

export function starterPages(store: { name: string; email: string }): StarterPage[] {
  const name = escapeHtml(store.name);
  const email = escapeHtml(store.email);
  const mail = `<a href="mailto:${email}">${email}</a>`;
  return [
    {
      slug: 'trocas-e-devolucoes',
      title: 'Trocas e devoluções',
      footerPosition: 0,
      // CDC art. 49: 7 days to withdraw from a purchase made away from the shop, money back.
      html: `<h2>Trocas e devoluções</h2>
<p>Comprou na ${name} e se arrependeu? Você tem <strong>7 dias corridos</strong>, contados do recebimento, para desistir da compra, sem precisar explicar o motivo, como garante o Código de Defesa do Consumidor (art. 49). Devolvemos todo o valor pago, frete incluído.</p>
<h3>Como pedir</h3>
<ol>
  <li>Escreva para ${mail} com o número do pedido.</li>
  <li>Combinamos com você como o produto volta, sem custo.</li>
  <li>O estorno sai na mesma forma de pagamento assim que o produto chega.</li>
</ol>
<p>Produto com defeito: avise em até 30 dias (produtos não duráveis) ou 90 dias (duráveis), como diz o art. 26 do Código, e trocamos, consertamos ou devolvemos o valor.</p>`,
    },
    {
      slug: 'politica-de-privacidade',
      title: 'Política de privacidade',
      footerPosition: 1,
      html: `<h2>Política de privacidade</h2>
<p>A ${name} trata seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).</p>
<h3>O que guardamos e por quê</h3>
<ul>
  <li>Nome, e-mail, CPF, telefone e endereço: para entregar e faturar seus pedidos;</li>
  <li>O histórico dos pedidos: pelo prazo que a lei fiscal exige;</li>
  <li>Dados do aparelho e da sessão: para manter sua conta segura.</li>
</ul>
<p>O número do seu cartão não passa por nós: vai direto ao processador de pagamentos.</p>
<h3>Seus direitos</h3>
<p>Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail ${mail}.</p>`,
    },
    {
      slug: 'termos-de-uso',
      title: 'Termos de uso',
      footerPosition: 2,
      html: `<h2>Termos de uso</h2>
<p>Ao comprar na ${name}, você concorda com estes termos.</p>
<ul>
  <li>Preços e estoque valem no momento em que o pedido é feito.</li>
  <li>O pedido é confirmado quando o pagamento é aprovado.</li>
  <li>Prazos de entrega contam a partir da confirmação do pagamento.</li>
  <li>Trocas e devoluções seguem a nossa página de Trocas e devoluções.</li>
</ul>
<p>Dúvidas: ${mail}.</p>`,
    },
  ];
}
