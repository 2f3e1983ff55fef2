// Dates as Brazilians read them: dd/mm/aaaa, in Brasília time (where the stores are).
const DATE = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}
