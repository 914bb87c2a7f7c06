import type { messages as en } from "./messages-en.js";

/** The phone flow's words in Spanish (the same keys as messages-en.ts). */
export const messages: typeof en = {
  title: "Confirma tu número de teléfono",
  words: {
    label: "Tu número de móvil",
    country: "País",
    example: "Por ejemplo {{example}}",
    willText: "Enviaremos un SMS al {{number}}",
    send: "Envíame un código por SMS",
    change: "Cambiar número",
    testMode: "Modo de prueba: no se envía ningún SMS; el código es 000000.",
    failed: "No pudimos enviar un SMS a este número. Compruébalo y envía un código nuevo.",
    confirmed: "Número de teléfono {{masked}} confirmado.",
  },
  errors: {
    invalid_phone_number: "Ese número de teléfono no parece válido. Comprueba el país y el número.",
    phone_number_not_supported: "Los códigos solo se pueden enviar a números móviles. Introduce un número móvil.",
    phone_country_not_allowed: (p) =>
      p.allowed
        ? `No se pueden enviar códigos a números de este país para esta verificación. Usa un número de ${p.allowed}.`
        : "No se pueden enviar códigos a números de este país para esta verificación. Usa otro número.",
    sms_failed: "No pudimos enviar un SMS a este número. Compruébalo y envía un código nuevo.",
  },
};
