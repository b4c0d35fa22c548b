/**
 * English and Spanish versions of the help centre (help.ts), topic by topic and FAQ by FAQ in the
 * same order. Button and screen names are quoted as the app shows them in that language.
 */

export interface HelpTopicTranslation {
  title: string;
  description: string;
  faqs: [string, string][];
}

export const HELP_TRANSLATIONS: Record<string, { en: HelpTopicTranslation; es: HelpTopicTranslation }> = {
  cadastro: {
    en: {
      title: "Sign-up",
      description: "Creating an account, personal details, dependents and access to the app.",
      faqs: [
        [
          "How do I sign up?",
          "On the home screen, tap 'Sign me up' and follow the three steps: origin (country, state, city), personal details and the security code sent to your phone through the messaging app.",
        ],
        [
          "I did not receive the verification code. What should I do?",
          "Check that the number was typed with the right country and area codes and that the messaging app is installed on that number. When the 3:00 countdown ends, tap resend to get a new code.",
        ],
        [
          "Can I change my details after signing up?",
          "Yes. In the menu, tap 'Edit Profile' to change your photo, name, bio, marital status, profile colour and privacy options. To correct your CPF or date of birth, contact support.",
        ],
        [
          "How do I register an underage dependent?",
          "In the menu, open Dependents, read the instructions and confirm you understood them. The dependent's registration is then linked to your account and follows your agenda. Children under 16 need a guardian's authorisation.",
        ],
      ],
    },
    es: {
      title: "Registro",
      description: "Creación de la cuenta, datos personales, dependientes y acceso a la aplicación.",
      faqs: [
        [
          "¿Cómo me registro?",
          "En la pantalla inicial, toca 'Registrarme' y sigue los tres pasos: origen (país, estado, ciudad), datos personales y el código de seguridad enviado a tu celular por la aplicación de mensajes.",
        ],
        [
          "No recibí el código de verificación. ¿Qué hago?",
          "Verifica que el número tenga el código de país y de área correctos y que la aplicación de mensajes esté instalada en ese número. Cuando termine la cuenta regresiva de 3:00, toca reenviar para recibir un código nuevo.",
        ],
        [
          "¿Puedo cambiar mis datos después del registro?",
          "Sí. En el menú, toca 'Editar perfil' para cambiar la foto, el nombre, la bio, el estado civil, el color del perfil y las opciones de privacidad. Para corregir el CPF o la fecha de nacimiento, habla con soporte.",
        ],
        [
          "¿Cómo registro a un dependiente menor de edad?",
          "En el menú, entra en Dependientes, lee las instrucciones y marca que las entendiste. El registro del dependiente queda vinculado a tu cuenta y sigue tu agenda. Los menores de 16 años necesitan la autorización del responsable.",
        ],
      ],
    },
  },
  inscricao: {
    en: {
      title: "Registration and Payment",
      description: "Plans, prices, payment methods and registration confirmation.",
      faqs: [
        [
          "What is the difference between Congress member and Day visitor?",
          "The Congress member plan (Congressista, R$ 499.00) gives access to all four days of the event. The Day visitor plan (Não Congressista) costs R$ 199.00 per day, and you choose which days you will attend.",
        ],
        [
          "Which payment methods are accepted?",
          "PIX (QR Code or copy-and-paste code, valid for 10 minutes) and Visa or Mastercard credit cards.",
        ],
        [
          "How do I know my payment was confirmed?",
          "As soon as the payment is approved you see the confirmation screen with a summary of your registration, and your pass with its QR Code becomes available in the app.",
        ],
        [
          "I paid with PIX, but my registration was not confirmed.",
          "After paying, tap 'I have paid' so the app checks for the confirmation. If the QR Code expired before you paid, create a new one. If the amount was charged and the registration is still pending, contact support with the time of the payment.",
        ],
      ],
    },
    es: {
      title: "Inscripción y Pago",
      description: "Planes, precios, formas de pago y confirmación de la inscripción.",
      faqs: [
        [
          "¿Cuál es la diferencia entre Congresista y No congresista?",
          "El plan Congresista (Congressista, R$ 499,00) da acceso a los cuatro días del evento. El plan No congresista (Não Congressista) cuesta R$ 199,00 por día, y eliges qué días vas a participar.",
        ],
        [
          "¿Qué formas de pago se aceptan?",
          "PIX (con código QR o código para copiar y pegar, válido por 10 minutos) y tarjeta de crédito Visa o Mastercard.",
        ],
        [
          "¿Cómo sé que mi pago fue confirmado?",
          "En cuanto se aprueba el pago, ves la pantalla de confirmación con el resumen de la inscripción, y tu credencial con código QR queda disponible en la aplicación.",
        ],
        [
          "Pagué con PIX, pero la inscripción no se confirmó.",
          "Después de pagar, toca 'Ya hice el pago' para que la aplicación consulte la confirmación. Si el código QR venció antes del pago, genera uno nuevo. Si el monto fue debitado y la inscripción sigue pendiente, habla con soporte indicando la hora del pago.",
        ],
      ],
    },
  },
  programacao: {
    en: {
      title: "Schedule",
      description: "Agenda, signing up for activities, seats and the waiting list.",
      faqs: [
        [
          "How do I build my agenda?",
          "In Schedule, tap 'Build now'. Choose the city for each day and select one activity per time slot. At the end, review it and tap 'Confirm Schedule'.",
        ],
        [
          "Can I sign up for two activities at the same time?",
          "No. Each participant can have one activity per time slot. When you choose another activity in the same slot, the previous one is unselected.",
        ],
        [
          "What happens when an activity is full?",
          "The sign-up button is replaced by 'Notify me if a seat opens'. If someone cancels up to 2 hours before the start, you get a notification, in the order of the requests.",
        ],
        [
          "Do my dependents need to build an agenda?",
          "No. Dependents follow their guardian's agenda, and each of them has their own pass for check-in.",
        ],
      ],
    },
    es: {
      title: "Programación",
      description: "Agenda, inscripción en actividades, cupos y lista de espera.",
      faqs: [
        [
          "¿Cómo armo mi agenda?",
          "En Programación, toca 'Armar ahora'. Elige la ciudad de cada día y selecciona una actividad por horario. Al final, revisa y toca 'Confirmar programación'.",
        ],
        [
          "¿Puedo inscribirme en dos actividades en el mismo horario?",
          "No. Cada participante puede tener una actividad por horario. Al elegir otra actividad del mismo horario, la anterior se desmarca.",
        ],
        [
          "¿Qué pasa cuando una actividad está llena?",
          "El botón de inscripción se reemplaza por 'Avísame si se libera un cupo'. Si alguien cancela hasta 2 horas antes del inicio, recibes una notificación, por orden de pedido.",
        ],
        [
          "¿Mis dependientes necesitan armar la agenda?",
          "No. Los dependientes siguen la agenda del responsable, y cada uno tiene su propia credencial para el check-in.",
        ],
      ],
    },
  },
  aplicativo: {
    en: {
      title: "The App",
      description: "Pass, notifications, language and using the app during the event.",
      faqs: [
        [
          "Where do I find my pass (QR Code)?",
          "Tap the QR Code icon at the top of the screen during the event. The pass shows your QR Code and your participant code, which the staff can type in if the camera does not work.",
        ],
        [
          "How do I change the app's language?",
          "In Menu > Settings, choose Portuguese, English or Spanish and save. The language is stored in your account.",
        ],
        [
          "I am not receiving notifications.",
          "Check in Menu > Settings that the kinds of notification you want are switched on and that your browser or phone allows notifications from the app.",
        ],
        [
          "How do rewards work?",
          "During the event, look for the reward QR Codes spread around the venues. Each point can be unlocked once and adds points to your ranking.",
        ],
      ],
    },
    es: {
      title: "Aplicación",
      description: "Credencial, notificaciones, idioma y uso de la aplicación durante el evento.",
      faqs: [
        [
          "¿Dónde encuentro mi credencial (código QR)?",
          "Toca el ícono de código QR en la parte superior de la pantalla durante el evento. La credencial muestra tu código QR y tu código de participante, que el equipo puede escribir si la cámara no funciona.",
        ],
        [
          "¿Cómo cambio el idioma de la aplicación?",
          "En Menú > Configuración, elige portugués, inglés o español y guarda. El idioma queda guardado en tu cuenta.",
        ],
        [
          "No estoy recibiendo notificaciones.",
          "Verifica en Menú > Configuración que los tipos de notificación que quieres estén activados y que el navegador o el celular permita las notificaciones de la aplicación.",
        ],
        [
          "¿Cómo funcionan las recompensas?",
          "Durante el evento, busca los códigos QR de recompensas repartidos por los lugares. Cada punto se puede desbloquear una vez y suma puntos a tu ranking.",
        ],
      ],
    },
  },
  cancelamentos: {
    en: {
      title: "Cancellations and Refunds",
      description: "Deadlines for cancelling sign-ups and how refunds work.",
      faqs: [
        [
          "Until when can I cancel my sign-up for an activity?",
          "Free activities can be cancelled up to 48 hours before the start. Paid activities can be cancelled up to 7 days before.",
        ],
        [
          "How do I cancel a sign-up?",
          "Open the activity in the Schedule and tap 'Cancel sign-up', then 'Confirm cancellation'. Remember: seats are limited and you may not be able to sign up again.",
        ],
        [
          "What if the organisers cancel an activity?",
          "If the organisers cancel an activity, everyone signed up is told through the app and, where it applies, the amount is refunded automatically.",
        ],
        [
          "How are paid activities refunded?",
          "Cancellations of paid activities made up to 7 days before the start are refunded to the payment method used for the purchase. If in doubt, contact support.",
        ],
      ],
    },
    es: {
      title: "Cancelaciones y Reembolsos",
      description: "Plazos para cancelar inscripciones y cómo funcionan los reembolsos.",
      faqs: [
        [
          "¿Hasta cuándo puedo cancelar mi inscripción en una actividad?",
          "Las actividades gratuitas se pueden cancelar hasta 48 horas antes del inicio. Las actividades pagas, hasta 7 días antes.",
        ],
        [
          "¿Cómo cancelo una inscripción?",
          "Abre la actividad en la Programación y toca 'Deshacer inscripción', luego 'Confirmar cancelación'. Recuerda: los cupos son limitados y quizá no puedas inscribirte de nuevo.",
        ],
        [
          "¿Y si la organización cancela una actividad?",
          "Si la organización cancela una actividad, todos los inscritos reciben un aviso en la aplicación y, cuando corresponda, el monto se reembolsa automáticamente.",
        ],
        [
          "¿Cómo funciona el reembolso de actividades pagas?",
          "Las cancelaciones de actividades pagas hechas hasta 7 días antes del inicio se reembolsan por la misma forma de pago usada en la compra. Si tienes dudas, habla con soporte.",
        ],
      ],
    },
  },
};
