import type { messages as en } from "./messages-en.js";

/** The passkey flow's words in Spanish (the same keys as messages-en.ts). */
export const messages: typeof en = {
  title: "Confirma con una llave de acceso",
  words: {
    introCreate: "Crea una llave de acceso en este dispositivo: tu huella, tu cara o el bloqueo de pantalla confirman que eres tú. La próxima vez confirmarás con la misma llave.",
    introUse: "Confirma con la llave de acceso que creaste en una verificación anterior: tu huella, tu cara o el bloqueo de pantalla.",
    create: "Crear una llave de acceso",
    use: "Usar una llave de acceso",
    working: "Sigue las indicaciones de tu dispositivo…",
    unsupported: "Este navegador no admite llaves de acceso. Abre esta página en un navegador actualizado.",
    declined: "La solicitud de la llave de acceso se canceló o caducó. Puedes intentarlo de nuevo.",
    confirmed: "Llave de acceso confirmada.",
  },
  errors: {
    passkey_verification_failed: "No pudimos confirmar tu llave de acceso. Inténtalo de nuevo.",
  },
};
