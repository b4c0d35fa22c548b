/**
 * The part of MercadoPago.js v2 (core methods with secure fields) the payment page uses, and its
 * loader. The card number, expiry and CVV live in Mercado Pago's fields (iframes); the page only
 * ever holds the token they produce.
 */
export interface MpField {
  mount(containerId: string): MpField;
  unmount(): void;
  on(event: "binChange", cb: (e: { bin: string | null }) => void): MpField;
  on(event: string, cb: (e: unknown) => void): MpField;
}

export interface MpInstance {
  fields: {
    create(type: "cardNumber" | "expirationDate" | "securityCode", opts?: { placeholder?: string }): MpField;
    createCardToken(data: {
      cardholderName: string;
      identificationType: string;
      identificationNumber: string;
    }): Promise<{ id: string }>;
  };
  getPaymentMethods(q: {
    bin: string;
  }): Promise<{ results: { id: string; issuer?: { id: number | string } }[] }>;
}

type MpConstructor = new (publicKey: string, options?: { locale?: string }) => MpInstance;

const loading = new Map<string, Promise<MpConstructor>>();

/** Loads the provider's script once per URL (it must be Mercado Pago's own, or the test fake). */
export function loadMercadoPago(scriptUrl: string): Promise<MpConstructor> {
  let promise = loading.get(scriptUrl);
  if (!promise) {
    promise = new Promise<MpConstructor>((resolve, reject) => {
      const existing = (window as unknown as { MercadoPago?: MpConstructor }).MercadoPago;
      if (existing) return resolve(existing);
      const script = document.createElement("script");
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => {
        const ctor = (window as unknown as { MercadoPago?: MpConstructor }).MercadoPago;
        if (ctor) resolve(ctor);
        else reject(new Error("MercadoPago.js loaded without MercadoPago"));
      };
      script.onerror = () => reject(new Error("MercadoPago.js failed to load"));
      document.head.appendChild(script);
    });
    promise.catch(() => loading.delete(scriptUrl));
    loading.set(scriptUrl, promise);
  }
  return promise;
}

export const MP_LOCALES = { pt: "pt-BR", en: "en-US", es: "es-AR" } as const;
