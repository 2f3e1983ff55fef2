/**
 * The loopback bank of the offline demo (src/demo), which "Simular pagamento" asks to pay an
 * order the way a payer would: the bank books the payment and sends its notice to our webhook,
 * so the demo goes through the same adapters and routes a real payment does.
 */
export type DemoBank = {
  /**
   * What the bank's portal hands a store that opens an account to receive pix through its API
   * Pix: the address, the client credentials and the certificate it issued (with its key), and
   * the CA of its server. Every store may use the same account in the demo.
   */
  pixApiAccount?: {
    url: string;
    tokenPath: string;
    clientId: string;
    clientSecret: string;
    caPem: string;
    clientCertPem: string;
    clientKeyPem: string;
  };
  /** A payer pays the API Pix charge `txid` in full. */
  payPix(txid: string): Promise<void>;
  /** A payer pays a gateway payment (its pix or boleto) by the gateway's payment id. */
  payGatewayPayment?(paymentId: string): Promise<void>;
};

/** The demo bank holds no such charge: it was started again after the order was placed. */
export class DemoBankUnknownCharge extends Error {}
