import type { messages as en } from "./messages-en.js";

/** The passkey flow's words in French (the same keys as messages-en.ts). */
export const messages: typeof en = {
  title: "Confirmez avec une clé d'accès",
  words: {
    introCreate: "Créez une clé d'accès sur cet appareil : votre empreinte, votre visage ou le verrouillage de l'écran confirment que c'est bien vous. La prochaine fois, vous confirmerez avec la même clé.",
    introUse: "Confirmez avec la clé d'accès créée lors d'une vérification précédente : votre empreinte, votre visage ou le verrouillage de l'écran.",
    create: "Créer une clé d'accès",
    use: "Utiliser une clé d'accès",
    working: "Suivez les instructions de votre appareil…",
    unsupported: "Ce navigateur ne prend pas en charge les clés d'accès. Ouvrez cette page dans un navigateur à jour.",
    declined: "La demande de clé d'accès a été annulée ou a expiré. Vous pouvez réessayer.",
    confirmed: "Clé d'accès confirmée.",
  },
  errors: {
    passkey_verification_failed: "Votre clé d'accès n'a pas pu être confirmée. Veuillez réessayer.",
  },
};
