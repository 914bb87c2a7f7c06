import type { messages as en } from "./messages-en.js";

/** The wallet flow's words in French (the same keys as messages-en.ts). */
export const messages: typeof en = {
  title: "Confirmez votre portefeuille",
  words: {
    intro: "Connectez votre portefeuille et signez un court message pour prouver qu'il est à vous. Signer est gratuit et n'envoie aucune transaction.",
    useWallet: "Utilisez le portefeuille {{address}}.",
    looking: "Recherche de portefeuilles dans ce navigateur…",
    connect: "Connecter {{name}}",
    checkWallet: "Regardez votre portefeuille…",
    confirmed: "Portefeuille {{address}} confirmé.",
    confirmedNoAddress: "Portefeuille confirmé.",
    browserWallet: "Portefeuille du navigateur",
    noneMobile: "Aucun portefeuille n'a été trouvé dans ce navigateur.",
    whatIsWallet:
      "Un portefeuille est une application qui garde vos comptes crypto, comme MetaMask ou Coinbase Wallet. Cette étape prouve qu'un compte est à vous en signant un court message : c'est gratuit, rien n'est payé ni envoyé.",
    openInApp: "Si une application de portefeuille est installée sur ce téléphone, ouvrez cette page dedans :",
    otherDeviceTitle: "Pas de portefeuille sur ce téléphone ?",
    otherDevice:
      "Continuez sur un appareil qui a votre portefeuille (un ordinateur avec une extension de portefeuille, ou un autre téléphone) : scannez ce code avec lui, ou envoyez-lui ce lien. Cette page reprend ensuite là où l'autre appareil s'est arrêté.",
    copyLink: "Copier le lien",
    shareLink: "Envoyer le lien…",
    linkCopied: "Lien copié. Ouvrez-le sur votre autre appareil ; gardez-le pour vous, il ouvre votre vérification.",
    copyFailed: "Le lien n'a pas pu être copié ici. Scannez plutôt le code.",
    qrLabelOtherDevice: "QR code de cette page, pour l'ouvrir sur un autre appareil",
    openIn: "Ouvrir dans {{wallet}}",
    noneDesktop: "Aucun portefeuille n'a été trouvé dans ce navigateur. Installez une extension de portefeuille puis rechargez, ou scannez ce code avec votre téléphone pour continuer dans l'application de votre portefeuille.",
    qrLabel: "QR code de cette page, pour l'ouvrir sur votre téléphone",
    qrLoading: "Préparation du QR code…",
  },
  errors: {
    wallet_refused: "Vous avez refusé la demande dans votre portefeuille. Rien n'a été signé ; vous pouvez réessayer.",
    wallet_error: "Votre portefeuille n'a pas pu terminer la demande. Veuillez réessayer.",
    challenge_expired: "La demande de connexion a expiré avant d'être signée. Veuillez réessayer.",
    challenge_not_found: "La demande de connexion a expiré avant d'être signée. Veuillez réessayer.",
    invalid_signature: "La signature ne vient pas de ce portefeuille. Réessayez avec le même portefeuille.",
    address_mismatch: "Cette vérification concerne un autre portefeuille. Passez à ce portefeuille dans votre application et réessayez.",
  },
};
