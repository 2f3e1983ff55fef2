// Everything the seller reads in the rich-text editor (descriptions, pages), in one place.

export const editorMessages = {
  heading: 'Título',
  subheading: 'Subtítulo',
  bold: 'Negrito',
  bulletList: 'Lista',
  orderedList: 'Lista numerada',
  link: 'Link',
  linkAddress: 'Endereço do link',
  linkHint: 'Por exemplo loja.com.br/tabela-de-medidas. Deixe vazio para tirar o link.',
  linkInvalid: 'Use um endereço da web (https://…) ou de e-mail (mailto:…).',
  linkApply: 'Aplicar link',
  linkCancel: 'Cancelar',
  loading: 'Carregando o editor…',
} as const;
