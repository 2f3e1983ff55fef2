import { formatBytes } from '../../../lib/image-upload/format.ts';

/** Every text the seller reads in the images editor (pt-BR). */
export const imageMessages = {
  legend: 'Imagens',
  formats: (max: number) =>
    `JPEG, PNG, WebP ou AVIF, até ${formatBytes(max)} cada. Envie várias de uma vez.`,
  none: 'Nenhuma imagem ainda. A primeira da lista é a capa do produto.',
  uploaded: (name: string) => `${name} enviada.`,
  image: (position: number, total: number) => `Imagem ${position} de ${total}`,
  cover: 'Capa',
  alt: 'Texto alternativo',
  altHint: 'Descreva a foto para quem não a vê (leitores de tela, buscadores).',
  altRequired: 'Descreva a imagem.',
  colour: 'Cor',
  allColours: 'Todas as cores',
  moveUp: (position: number) => `Mover a imagem ${position} para cima`,
  moveDown: (position: number) => `Mover a imagem ${position} para baixo`,
  remove: (position: number) => `Remover a imagem ${position}`,
  up: 'Subir',
  down: 'Descer',
  removeShort: 'Remover',
  moved: (position: number) => `Imagem movida para a posição ${position}.`,
  removed: 'Imagem removida.',
};
