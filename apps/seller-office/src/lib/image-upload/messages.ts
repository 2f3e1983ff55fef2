import { formatBytes } from './format.ts';

/** What the seller reads while sending images (the product's images, a banner's). */
export const uploadMessages = {
  dropHint: 'Arraste as fotos para cá ou',
  dropHintOne: 'Arraste a imagem para cá ou',
  pick: 'Escolher arquivos',
  pickOne: 'Escolher arquivo',
  uploading: (name: string) => `Enviando ${name}`,
  tooLarge: (name: string, max: number) => `${name}: a imagem passa de ${formatBytes(max)}.`,
  failed: (name: string, reason: string) => `${name}: ${reason}`,
  dismiss: (name: string) => `Dispensar o aviso de ${name}`,
};
