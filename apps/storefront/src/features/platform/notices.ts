// The terms of use and the privacy notice a new store's owner accepts on "Crie sua loja"
// (the API records when each was accepted, in the sign-up's audit row). Plain data, so
// the two pages are one component and the words can be reviewed in one place.

export type Notice = {
  title: string;
  metaDescription: string;
  intro: string;
  sections: { title: string; paragraphs: string[] }[];
};

export const TERMS: Notice = {
  title: 'Termos de uso da Vitrine',
  metaDescription: 'As regras para abrir e manter uma loja na Vitrine.',
  intro:
    'Estes termos valem entre a Vitrine e quem abre uma loja nela (o lojista). Ao criar a loja, você declara que leu e aceita estes termos.',
  sections: [
    {
      title: 'O que a Vitrine oferece',
      paragraphs: [
        'Uma loja virtual com endereço próprio na plataforma, catálogo, carrinho, pagamento por pix, boleto e cartão por meio dos provedores de pagamento que você escolher, e um painel para a loja, as vendas e as entregas.',
        'Abrir e manter a loja é grátis. Os provedores de pagamento cobram as próprias tarifas, diretamente de você, nos termos do contrato que você tiver com eles.',
      ],
    },
    {
      title: 'O que cabe ao lojista',
      paragraphs: [
        'Vender só o que a lei permite, descrever produtos e serviços com verdade e cumprir o Código de Defesa do Consumidor, incluindo o direito de arrependimento de 7 dias nas compras pela internet (art. 49).',
        'Manter na loja os dados exigidos pelo Decreto 7.962/2013 (nome ou razão social, CPF ou CNPJ, endereço e contatos), publicados no rodapé da loja aberta, e revisar as páginas de trocas, privacidade e termos que a loja recebe como rascunho.',
        'Guardar a senha do painel, decidir quem da equipe tem acesso e responder pelos atos feitos com ela.',
        'Cuidar dos dados dos clientes da loja como controlador deles, nos termos da Lei Geral de Proteção de Dados (LGPD).',
      ],
    },
    {
      title: 'Abertura, pausa e encerramento',
      paragraphs: [
        'A loja só recebe pedidos depois de aberta pelo painel, com o e-mail confirmado e os passos obrigatórios cumpridos. Você pode pausá-la e reabri-la quando quiser.',
        'Você pode encerrar a loja a qualquer momento, depois de baixar os dados dela. A Vitrine pode suspender uma loja que viole a lei ou estes termos, avisando o lojista pelo e-mail cadastrado.',
      ],
    },
    {
      title: 'Mudanças nestes termos',
      paragraphs: [
        'Avisaremos por e-mail qualquer mudança nestes termos antes que ela passe a valer. Continuar usando a loja depois disso significa aceitar a nova versão.',
      ],
    },
  ],
};

export const privacyNotice = (domain: string): Notice => ({
  title: 'Aviso de privacidade da Vitrine',
  metaDescription:
    'Quais dados a Vitrine guarda de quem abre uma loja, por quê e por quanto tempo.',
  intro:
    'Este aviso diz quais dados a Vitrine guarda de quem abre e mantém uma loja, para quê, com quem os compartilha e por quanto tempo, como pede a Lei Geral de Proteção de Dados (Lei 13.709/2018). Para esses dados, a Vitrine é a controladora.',
  sections: [
    {
      title: 'O que guardamos e por quê',
      paragraphs: [
        'Seu nome, e-mail e telefone: para você entrar no painel, receber os avisos da loja (vendas, senha, confirmação de e-mail) e falarmos com você. Base legal: a execução do contrato (art. 7º, V).',
        'Sua senha, guardada só como um resumo criptográfico (argon2id), que não permite recuperá-la: ninguém na Vitrine a conhece.',
        'Seu CPF ou o CNPJ e o nome ou a razão social: para identificar quem responde pela loja e publicar os dados que o Decreto 7.962/2013 exige das lojas na internet. Base legal: o cumprimento de obrigação legal (art. 7º, II) e o contrato.',
        'A data e a hora em que você aceitou os termos de uso e este aviso: para provar o aceite (art. 8º).',
        'O navegador, o sistema e parte do endereço IP de cada acesso ao painel, e a contagem de tentativas de login e de criação de lojas: para a segurança da sua conta e da plataforma (legítimo interesse, art. 7º, IX).',
      ],
    },
    {
      title: 'Os dados dos clientes da sua loja',
      paragraphs: [
        'Os dados que os clientes informam ao comprar na sua loja são tratados pela Vitrine em nome da loja, que é a controladora deles; a Vitrine é a operadora e só os usa para fazer a loja funcionar.',
      ],
    },
    {
      title: 'Com quem compartilhamos',
      paragraphs: [
        'Com os provedores de pagamento e de frete que você escolher, só o necessário para cada pedido, e com o serviço que envia nossos e-mails. Não vendemos dados a ninguém.',
      ],
    },
    {
      title: 'Por quanto tempo',
      paragraphs: [
        'Enquanto a loja existir. Depois que ela é encerrada, guardamos os dados da loja, dos pedidos e de quem responde por ela por 5 anos (o prazo das reclamações de consumo, art. 27 do Código de Defesa do Consumidor, e das obrigações fiscais), e os registros de acesso por 6 meses (Marco Civil da Internet, art. 15). Nesse período o endereço da loja não é dado a outra loja. Depois, os dados são apagados.',
      ],
    },
    {
      title: 'Seus direitos',
      paragraphs: [
        `Você pode pedir a confirmação de que tratamos seus dados, o acesso a eles, a correção, a portabilidade, a eliminação do que não precisamos guardar por lei e informações sobre o compartilhamento (art. 18), pelo e-mail privacidade@${domain}. O painel já permite corrigir seus dados e baixar os da loja.`,
      ],
    },
    {
      title: 'Cookies',
      paragraphs: [
        'Esta página não usa cookies. O painel da loja usa só o cookie da sessão, necessário para você continuar conectado, que expira em até 24 horas.',
      ],
    },
  ],
});
