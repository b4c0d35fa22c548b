/** The simulator's card form as the route receives it (never used with a real provider). */
export interface CardInput {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
  cpf: string;
  cep: string;
}

/** What the browser sends when a real provider tokenised the card (MercadoPago.js). */
export interface CardTokenInput {
  token: string;
  paymentMethodId: string;
  issuerId?: string;
  installments: number;
  cpf: string;
}
