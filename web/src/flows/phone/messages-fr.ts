import type { messages as en } from "./messages-en.js";

/** The phone flow's words in French (the same keys as messages-en.ts). */
export const messages: typeof en = {
  title: "Confirmez votre numéro de téléphone",
  words: {
    label: "Votre numéro de mobile",
    country: "Pays",
    example: "Par exemple {{example}}",
    willText: "Nous enverrons un SMS au {{number}}",
    send: "M'envoyer un code par SMS",
    change: "Changer de numéro",
    testMode: "Mode test : aucun SMS n'est envoyé ; le code est 000000.",
    failed: "Nous n'avons pas pu envoyer de SMS à ce numéro. Vérifiez-le et envoyez un nouveau code.",
    confirmed: "Numéro de téléphone {{masked}} confirmé.",
  },
  errors: {
    invalid_phone_number: "Ce numéro de téléphone ne semble pas valide. Vérifiez le pays et le numéro.",
    phone_number_not_supported: "Les codes ne peuvent être envoyés qu'à des numéros de mobile. Saisissez un numéro de mobile.",
    phone_country_not_allowed: (p) =>
      p.allowed
        ? `Les codes ne peuvent pas être envoyés aux numéros de ce pays pour cette vérification. Utilisez un numéro de : ${p.allowed}.`
        : "Les codes ne peuvent pas être envoyés aux numéros de ce pays pour cette vérification. Utilisez un autre numéro.",
    sms_failed: "Nous n'avons pas pu envoyer de SMS à ce numéro. Vérifiez-le et envoyez un nouveau code.",
  },
};
