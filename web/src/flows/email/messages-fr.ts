import type { messages as en } from "./messages-en.js";

/** The email flow's words in French (the same keys as messages-en.ts). */
export const messages: typeof en = {
  title: "Confirmez votre adresse e-mail",
  words: {
    label: "Votre adresse e-mail",
    send: "M'envoyer un code par e-mail",
    change: "Changer d'adresse",
    testMode: "Mode test : aucun e-mail n'est envoyé ; le code est 000000.",
    failed: "Nous n'avons pas pu envoyer d'e-mail à cette adresse. Vérifiez-la et envoyez un nouveau code.",
    confirmed: "Adresse e-mail {{masked}} confirmée.",
  },
  errors: {
    invalid_email: "Cette adresse e-mail ne semble pas valide. Vérifiez-la, par exemple jane@example.com.",
    email_failed: "Nous n'avons pas pu envoyer d'e-mail à cette adresse. Vérifiez-la et envoyez un nouveau code.",
  },
};
