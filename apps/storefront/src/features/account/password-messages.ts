// The password screen's own words; the form's are @vitrine/ui's (change-password-form).
export const passwordMessages = {
  metaTitle: 'Minha senha',
  title: 'Minha senha',
} as const;
