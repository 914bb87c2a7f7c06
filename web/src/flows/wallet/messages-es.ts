import type { messages as en } from "./messages-en.js";

/** The wallet flow's words in Spanish (the same keys as messages-en.ts). */
export const messages: typeof en = {
  title: "Confirma tu billetera",
  words: {
    intro: "Conecta tu billetera y firma un mensaje corto para demostrar que es tuya. Firmar es gratis y no envía ninguna transacción.",
    useWallet: "Usa la billetera {{address}}.",
    looking: "Buscando billeteras en este navegador…",
    connect: "Conectar {{name}}",
    checkWallet: "Revisa tu billetera…",
    confirmed: "Billetera {{address}} confirmada.",
    confirmedNoAddress: "Billetera confirmada.",
    browserWallet: "Billetera del navegador",
    noneMobile: "No se encontró ninguna billetera en este navegador.",
    whatIsWallet:
      "Una billetera es una app que guarda tus cuentas de criptomonedas, como MetaMask o Coinbase Wallet. Este paso demuestra que una cuenta es tuya firmando un mensaje corto: es gratis y no se paga ni se envía nada.",
    openInApp: "Si tienes una app de billetera en este teléfono, abre esta página en ella:",
    otherDeviceTitle: "¿No tienes billetera en este teléfono?",
    otherDevice:
      "Continúa en un dispositivo que tenga tu billetera (una computadora con una extensión de billetera u otro teléfono): escanea este código con él o envíale este enlace. Esta página retoma luego donde lo dejó el otro dispositivo.",
    copyLink: "Copiar enlace",
    shareLink: "Enviar enlace…",
    linkCopied: "Enlace copiado. Ábrelo en tu otro dispositivo; no lo compartas, ya que abre tu verificación.",
    copyFailed: "No se pudo copiar el enlace aquí. Escanea el código en su lugar.",
    qrLabelOtherDevice: "Código QR de esta página, para abrirla en otro dispositivo",
    openIn: "Abrir en {{wallet}}",
    noneDesktop: "No se encontró ninguna billetera en este navegador. Instala una extensión de billetera y recarga, o escanea este código con tu teléfono para continuar en la app de tu billetera.",
    qrLabel: "Código QR de esta página, para abrirla en tu teléfono",
    qrLoading: "Preparando el código QR…",
  },
  errors: {
    wallet_refused: "Rechazaste la solicitud en tu billetera. No se firmó nada; puedes intentarlo de nuevo.",
    wallet_error: "Tu billetera no pudo completar la solicitud. Inténtalo de nuevo.",
    challenge_expired: "La solicitud de inicio de sesión caducó antes de firmarse. Inténtalo de nuevo.",
    challenge_not_found: "La solicitud de inicio de sesión caducó antes de firmarse. Inténtalo de nuevo.",
    invalid_signature: "La firma no proviene de esta billetera. Inténtalo de nuevo con la misma billetera.",
    address_mismatch: "Esta verificación es para otra billetera. Cambia a esa billetera en tu app e inténtalo de nuevo.",
  },
};
