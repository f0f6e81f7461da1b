const REAIS = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money in a Portuguese text as reais are written (issue #30 item 3: R$ where money is money): R$ 1.234,50. */
export function reais(amount: number): string {
  return REAIS.format(amount);
}
