/// <reference types="vite/client" />
import type { FlowMessages } from "../../flows/define.js";
import type { BaseCatalog, Catalog } from "./catalog-en.js";
import { withFlowMessages } from "./flow-messages.js";

/** Las palabras de la página en español (cargadas solo cuando se eligen). */
const base: BaseCatalog = {
  language: { label: "Idioma" },
  page: {
    documentTitle: "Verifica tu identidad",
    verification: "Verificación",
    verifyFor: "Verificación para {{merchant}}",
    logoAlt: "Logotipo de {{merchant}}",
    loading: "Cargando…",
    testBanner: "Modo de prueba: nada de esto es real.",
    footer: "Protegido por Proofbase.",
    footerWallet: "Tu billetera nunca comparte sus claves; nunca las vemos.",
    lead: (p) => (p.count === 1 ? "Se te pide confirmar una cosa. Tarda alrededor de un minuto." : `Se te pide confirmar ${p.count} cosas. Tarda alrededor de un minuto.`),
    stepDone: "(hecho)",
    locked: "Bloqueado: termina primero el paso {{number}}, «{{step}}», para desbloquear este paso.",
    incomplete: "Este enlace de verificación está incompleto. Abre el enlace completo que te dio el comercio.",
    unknownTitle: "Este enlace no funciona",
    unknownText: "No conocemos este enlace de verificación. Comprueba que abriste el enlace completo o pide uno nuevo al comercio que lo envió.",
    returning: "Te llevamos de vuelta al comercio en un momento.",
    continueNow: "Continuar ahora",
    goBack: "Volver al sitio del comercio",
  },
  outcomes: {
    completed: { title: "Verificación completada", text: "Gracias. Tu verificación está completa." },
    submitted: { title: "Gracias", text: "Tus datos fueron confirmados." },
    requires_review: {
      title: "Gracias, lo estamos revisando",
      text: (p: { days?: number }) =>
        `Una persona revisará tu verificación${p.days ? `, normalmente en un plazo de ${p.days} ${p.days === 1 ? "día hábil" : "días hábiles"}` : ""}. No necesitas hacer nada más: el comercio te informará del resultado.`,
    },
    processing: { title: "Comprobando…", text: "Solo tarda un momento." },
    failed: {
      title: "No pudimos verificarte",
      text: "Esta verificación no se pudo completar con los datos proporcionados. Por tu seguridad, no podemos decir qué comprobación no se superó. Si crees que es un error, contacta al comercio: puede pedirte que te verifiques de nuevo.",
    },
    expired: { title: "Este enlace ha caducado", text: "Los enlaces de verificación funcionan por un tiempo limitado. Pide un enlace nuevo al comercio." },
    canceled: { title: "Esta verificación fue cancelada", text: "El comercio la canceló. Pídele un nuevo enlace de verificación si aún lo necesitas." },
    unknown: { title: "Esta verificación no puede continuar", text: "Pide un enlace de verificación nuevo al comercio." },
  },
  steps: { credential: "Usar una credencial guardada" },
  code: {
    sending: "Enviando…",
    checking: "Comprobando…",
    enterCode: "Introduce el código de 6 dígitos que enviamos a {{destination}}",
    confirm: "Confirmar código",
    resendIn: "Enviar un código nuevo en {{seconds}} s",
    resend: "Enviar un código nuevo",
    locked: (p) => (p.seconds ? `Este código ya no se puede usar. Podrás enviar un código nuevo en ${p.seconds} s.` : "Este código ya no se puede usar. Envía un código nuevo para continuar."),
  },
  credential: {
    intro: "Usa la credencial que guardaste en este dispositivo tras una verificación anterior. Solo se comparten el nivel de tu verificación y las comprobaciones superadas, no la dirección de tu billetera.",
    use: "Usar mi credencial guardada",
    none: "No hay ninguna credencial guardada en este dispositivo. Guarda una tras una verificación para usarla aquí.",
    confirmed: "Credencial guardada aceptada.",
    saveTitle: "Guarda tu credencial",
    saveText: "Conserva esta verificación en este dispositivo (y en un archivo) para reutilizarla con otros servicios sin verificarte de nuevo.",
    save: "Guardar en este dispositivo",
    saved: "Guardada en este dispositivo.",
    download: "Descargar el archivo de la credencial",
  },
  errors: {
    credential_rejected: "Esta credencial no se puede usar (puede haber sido revocada o haber caducado). Completa los otros pasos.",
    credential_limit_reached: "La credencial de esta verificación ya está guardada en 5 dispositivos.",
    network_error: "No se pudo contactar con el servicio de verificación. Comprueba tu conexión e inténtalo de nuevo.",
    http_error: "Algo salió mal. Inténtalo de nuevo.",
    incorrect_code: (p) =>
      p.left === undefined ? "Ese código no es correcto. Envía un código nuevo." : `Ese código no es correcto. ${p.left === 1 ? "Queda 1 intento" : `Quedan ${p.left} intentos`}.`,
    code_expired: "Ese código caducó o ya no se puede usar. Envía un código nuevo.",
    rate_limited: (p) => (p.seconds ? `Espera ${p.seconds} segundos antes de intentarlo de nuevo.` : "Demasiados intentos. Inténtalo más tarde."),
    invalid_state: "Esta verificación ya no se puede cambiar. Recarga la página para ver en qué estado está.",
    invalid_client_token: "Este enlace de verificación no es válido o ha caducado. Pide un enlace nuevo al comercio.",
    missing_client_token: "Este enlace de verificación está incompleto. Abre el enlace completo que te dio el comercio.",
    live_mode_not_enabled: "Esta verificación aún no está disponible. Contacta al comercio.",
    invalid_request: "Algo en la solicitud no era correcto. Revisa lo que escribiste e inténtalo de nuevo.",
    invalid_json: "Algo salió mal. Recarga la página e inténtalo de nuevo.",
    payload_too_large: "Lo que escribiste es demasiado largo.",
    unsupported_media_type: "Algo salió mal. Recarga la página e inténtalo de nuevo.",
    service_unavailable: "El servicio de verificación está ocupado. Inténtalo de nuevo en un minuto.",
    internal_error: "Algo salió mal de nuestro lado. Inténtalo de nuevo.",
  },
};

/** With every flow's words (web/src/flows/<flow>/messages-es.ts). */
export const es: Catalog = withFlowMessages(base, import.meta.glob<{ messages: FlowMessages }>("../../flows/*/messages-es.ts", { eager: true }));
