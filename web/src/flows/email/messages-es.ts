import type { messages as en } from "./messages-en.js";

/** The email flow's words in Spanish (the same keys as messages-en.ts). */
export const messages: typeof en = {
  title: "Confirma tu correo electrónico",
  words: {
    label: "Tu correo electrónico",
    send: "Envíame un código por correo",
    change: "Cambiar dirección",
    testMode: "Modo de prueba: no se envía ningún correo; el código es 000000.",
    failed: "No pudimos enviar un correo a esta dirección. Compruébala y envía un código nuevo.",
    confirmed: "Correo electrónico {{masked}} confirmado.",
  },
  errors: {
    invalid_email: "Esa dirección de correo no parece válida. Compruébala, por ejemplo jane@example.com.",
    email_failed: "No pudimos enviar un correo a esta dirección. Compruébala y envía un código nuevo.",
  },
};
