/**
 * English and Spanish versions of the legal documents (legal.ts): titles, version labels and
 * texts. The Portuguese text is the one accepted at payment; these are its translations.
 */

export interface LegalTextTranslation {
  version: string;
  content: string;
}

export const LEGAL_TITLES: Record<string, { en: string; es: string }> = {
  terms: { en: "Terms of Use", es: "Términos de Uso" },
  regulations: { en: "Regulations", es: "Reglamento" },
  privacy: { en: "Privacy Policy", es: "Política de Privacidad" },
  "image-rights": { en: "Image Use Consent Form", es: "Término de Consentimiento de Uso de Imagen" },
};

const TERMS_EN = `<h3>1. Acceptance</h3>
<p>These Terms of Use govern access to the <strong>Together 2026</strong> app, the youth congress held from 01 to 04 November 2026 in several host cities in north-eastern Brazil. By creating your account or using the app, you declare that you have read and agree to these terms.</p>
<h3>2. Sign-up and access</h3>
<p>Access is by mobile number, with a confirmation code sent through the messaging app. Each number identifies a single adult account. You are responsible for keeping your details up to date and for not sharing the codes you receive.</p>
<p>Minors take part as dependents linked to a guardian's account; the guardian answers for the information registered and for the sign-ups made on their behalf.</p>
<h3>3. Using the community</h3>
<p>Posts, comments and likes are visible to the other participants. Offensive, discriminatory or misleading content, commercial advertising and content that exposes other people's personal data are not allowed. Reported content is reviewed by the moderation team and may be hidden.</p>
<ul>
<li>Respect people and different opinions.</li>
<li>Share only photos you have the right to publish.</li>
<li>Contact requests (WhatsApp or Instagram) are only fulfilled with the other person's approval.</li>
</ul>
<h3>4. Sign-ups and payments</h3>
<p>Sign-ups for activities depend on available seats. Prices, payment methods and cancellation rules are described in the event's Regulations.</p>
<h3>5. Changes</h3>
<p>These terms may be updated. The version in force is always available in the app's menu, under Terms and Policies.</p>`;

const TERMS_ES = `<h3>1. Aceptación</h3>
<p>Estos Términos de Uso regulan el acceso a la aplicación del <strong>Together 2026</strong>, congreso juvenil realizado del 01 al 04 de noviembre de 2026 en varias sedes del Nordeste de Brasil. Al crear tu cuenta o usar la aplicación, declaras haber leído y aceptado estos términos.</p>
<h3>2. Registro y acceso</h3>
<p>El acceso se hace con el número de celular, con un código de confirmación enviado por la aplicación de mensajes. Cada número identifica una única cuenta de adulto. Eres responsable de mantener tus datos actualizados y de no compartir los códigos recibidos.</p>
<p>Los menores de edad participan como dependientes vinculados a la cuenta de un responsable, que responde por la información registrada y por las inscripciones hechas en su nombre.</p>
<h3>3. Uso de la comunidad</h3>
<p>Las publicaciones, comentarios y me gusta son visibles para los demás participantes. No se permite publicar contenido ofensivo, discriminatorio, engañoso, con propaganda comercial o que exponga datos personales de terceros. Los contenidos denunciados son analizados por el equipo de moderación y pueden ser ocultados.</p>
<ul>
<li>Respeta a las personas y las diferentes opiniones.</li>
<li>Comparte solo fotos que tengas derecho a divulgar.</li>
<li>Las solicitudes de contacto (WhatsApp o Instagram) solo se atienden con la aprobación de la otra persona.</li>
</ul>
<h3>4. Inscripciones y pagos</h3>
<p>Las inscripciones en actividades dependen de la disponibilidad de cupos. Los precios, las formas de pago y las reglas de cancelación están descritos en el Reglamento del evento.</p>
<h3>5. Cambios</h3>
<p>Estos términos pueden actualizarse. La versión vigente está siempre disponible en el menú de la aplicación, en Términos y Políticas.</p>`;

const REGULATIONS_V2_EN = `<h3>1. The event</h3>
<p><strong>Together 2026</strong> takes place from 01 to 04 November 2026, with simultaneous programmes in several cities of north-eastern Brazil and its main venue in Recife (PE). The congress brings young people together for mission, worship and life in community.</p>
<h3>2. Audience</h3>
<p>The event is for young people aged 15 to 35. Participants under 18 need the authorisation of their legal guardian, who must register them as dependents in their account.</p>
<h3>3. Registration plans</h3>
<ul>
<li><strong>Congressista</strong> (congress member): access to all four days of the programme, R$ 499.00.</li>
<li><strong>Não Congressista</strong> (day visitor): access to the chosen days, R$ 199.00 per day.</li>
</ul>
<p>Registration is only confirmed once the payment (PIX or card) is approved and these Regulations and the Image Use Consent Form are accepted.</p>
<h3>4. Activities with limited seats</h3>
<p>Workshops, talks and other activities have a set number of seats. Each participant can sign up for one activity per time slot. When an activity is full, you can ask to be told when a seat opens: if a seat is freed up to 2 hours before the start, those interested are told in the order of their requests.</p>
<h3>5. Cancellations</h3>
<p>Free activities can be cancelled by the participant up to 48 hours before the start; paid activities, up to 7 days before. If the organisers cancel an activity, everyone signed up is told through the app and, where it applies, refunded automatically.</p>
<h3>6. Accreditation and transport</h3>
<p>Access to the activities and the official buses is with the personal QR Code in the app, checked by the check-in team. The code is personal and non-transferable; each entry is recorded only once.</p>
<h3>7. Conduct</h3>
<p>All participants are expected to respect people, places and the team's instructions. The organisers may suspend the access of anyone who puts the safety or well-being of others at risk.</p>`;

const REGULATIONS_V2_ES = `<h3>1. El evento</h3>
<p>El <strong>Together 2026</strong> se realiza del 01 al 04 de noviembre de 2026, con programación simultánea en varias ciudades del Nordeste y sede principal en Recife (PE). El congreso reúne a jóvenes para la misión, la adoración y la vida en comunidad.</p>
<h3>2. Público</h3>
<p>El evento está dirigido a jóvenes de 15 a 35 años. Los participantes menores de 18 años necesitan la autorización de su responsable legal, que debe registrarlos como dependientes en su cuenta.</p>
<h3>3. Modalidades de inscripción</h3>
<ul>
<li><strong>Congressista</strong> (congresista): acceso a los cuatro días de programación, R$ 499,00.</li>
<li><strong>Não Congressista</strong> (no congresista): acceso a los días elegidos, R$ 199,00 por día.</li>
</ul>
<p>La inscripción solo se confirma tras la aprobación del pago (PIX o tarjeta) y la aceptación de este Reglamento y del Término de Consentimiento de Uso de Imagen.</p>
<h3>4. Actividades con cupos limitados</h3>
<p>Talleres, charlas y demás actividades tienen un número de cupos definido. Cada participante puede inscribirse en una actividad por horario. Cuando una actividad está llena, es posible activar el aviso de cupo: si se libera un cupo hasta 2 horas antes del inicio, los interesados reciben el aviso por orden de pedido.</p>
<h3>5. Cancelaciones</h3>
<p>Las actividades gratuitas pueden ser canceladas por el participante hasta 48 horas antes del inicio; las actividades pagas, hasta 7 días antes. Si la organización cancela una actividad, los inscritos reciben un aviso en la aplicación y, cuando corresponda, el reembolso automático.</p>
<h3>6. Acreditación y transporte</h3>
<p>El acceso a las actividades y a los autobuses oficiales se hace con el código QR personal de la aplicación, verificado por el equipo de check-in. El código es personal e intransferible; cada entrada se registra una sola vez.</p>
<h3>7. Conducta</h3>
<p>Se espera de todos los participantes respeto por las personas, los espacios y las orientaciones del equipo. La organización puede suspender el acceso de quien ponga en riesgo la seguridad o el bienestar de los demás.</p>`;

const REGULATIONS_V1_EN = `<h3>1. The event</h3>
<p><strong>Together 2026</strong> takes place from 01 to 04 November 2026, in Recife (PE).</p>
<h3>2. Registration</h3>
<p>Registrations are individual and confirmed after payment. Under-18s need their legal guardian's authorisation.</p>
<h3>3. Cancellations</h3>
<p>Cancellation requests must be made through the app's support channel.</p>`;

const REGULATIONS_V1_ES = `<h3>1. El evento</h3>
<p>El <strong>Together 2026</strong> se realiza del 01 al 04 de noviembre de 2026, en Recife (PE).</p>
<h3>2. Inscripciones</h3>
<p>Las inscripciones son individuales y se confirman tras el pago. Los menores de 18 años necesitan la autorización de su responsable legal.</p>
<h3>3. Cancelaciones</h3>
<p>Los pedidos de cancelación deben hacerse por el canal de soporte de la aplicación.</p>`;

const PRIVACY_EN = `<h3>1. Who we are</h3>
<p>This Privacy Policy explains how the organisers of <strong>Together 2026</strong> handle participants' personal data, in accordance with Brazil's General Data Protection Law (LGPD, Law no. 13.709/2018).</p>
<h3>2. Data we collect</h3>
<ul>
<li>Registration data: name, nickname, date of birth, nationality, CPF and RG (or an international document), e-mail, mobile number, city, union and association.</li>
<li>Participation data: sign-ups, transport bookings, check-in records and rewards.</li>
<li>Content you publish in the community: texts, photos, comments and likes.</li>
<li>Payment data: payment method, amount and order status. We do not store the full card number.</li>
</ul>
<h3>3. What we use it for</h3>
<p>We use the data to process your registration and payment, issue your pass, organise activities and transport, send notices about the event and keep the community safe. The legal basis is the performance of the registration contract, compliance with legal obligations and, where stated, your consent.</p>
<h3>4. Sharing</h3>
<p>Data is shared only with service providers the event needs (payments, messaging and hosting), under contract and with the same protection obligations. Your WhatsApp or Instagram is only sent to another participant if you approve the request.</p>
<h3>5. Your rights</h3>
<p>At any time you may confirm that your data is processed, access, correct or ask for the deletion of your data, withdraw consent and ask for portability, through the app's "Talk to support" channel. Notification and profile privacy preferences can be changed directly in the settings.</p>
<h3>6. Retention</h3>
<p>Data is kept for as long as the purposes above and legal obligations require, and then deleted or anonymised.</p>`;

const PRIVACY_ES = `<h3>1. Quiénes somos</h3>
<p>Esta Política de Privacidad explica cómo la organización del <strong>Together 2026</strong> trata los datos personales de los participantes, conforme a la Ley General de Protección de Datos Personales de Brasil (LGPD, Ley nº 13.709/2018).</p>
<h3>2. Datos que recopilamos</h3>
<ul>
<li>Datos de registro: nombre, apodo, fecha de nacimiento, nacionalidad, CPF y RG (o documento internacional), correo electrónico, celular, ciudad, unión y asociación.</li>
<li>Datos de participación: inscripciones, reservas de transporte, registros de check-in y recompensas.</li>
<li>Contenido que publicas en la comunidad: textos, fotos, comentarios y me gusta.</li>
<li>Datos de pago: forma de pago, monto y estado del pedido. No almacenamos el número completo de la tarjeta.</li>
</ul>
<h3>3. Para qué los usamos</h3>
<p>Usamos los datos para realizar tu inscripción y el pago, emitir tu credencial, organizar actividades y transporte, enviar avisos sobre el evento y mantener la seguridad de la comunidad. La base legal es la ejecución del contrato de inscripción, el cumplimiento de obligaciones legales y, cuando se indique, tu consentimiento.</p>
<h3>4. Compartir datos</h3>
<p>Los datos se comparten solo con los proveedores de servicios necesarios para el evento (pagos, envío de mensajes y alojamiento), bajo contrato y con las mismas obligaciones de protección. Tu WhatsApp o Instagram solo se envía a otro participante si apruebas la solicitud.</p>
<h3>5. Tus derechos</h3>
<p>Puedes, en cualquier momento, confirmar la existencia del tratamiento, acceder, corregir o pedir la eliminación de tus datos, revocar consentimientos y pedir la portabilidad, por el canal "Hablar con soporte" de la aplicación. Las preferencias de notificación y de privacidad del perfil pueden cambiarse directamente en la configuración.</p>
<h3>6. Conservación</h3>
<p>Los datos se conservan durante el tiempo necesario para las finalidades anteriores y las obligaciones legales, y después se eliminan o anonimizan.</p>`;

const IMAGE_RIGHTS_EN = `<h3>Image Use Consent Form</h3>
<p>By accepting this form, I authorise the organisers of <strong>Together 2026</strong>, free of charge, to capture and use my image and voice recorded in photos and videos during the event, held from 01 to 04 November 2026.</p>
<p>The images may be used in the congress's institutional promotional material and that of future editions, on the official social networks, the website and the app, for no commercial purpose and always respectfully.</p>
<ul>
<li>This use gives no right to payment or compensation.</li>
<li>The authorisation is valid in Brazil and abroad, for an indefinite period.</li>
<li>I may withdraw this consent for future uses through the app's support channel.</li>
</ul>
<p>For underage participants, this consent is given by the legal guardian who made the registration.</p>`;

const IMAGE_RIGHTS_ES = `<h3>Término de Consentimiento de Uso de Imagen</h3>
<p>Al aceptar este término, autorizo a la organización del <strong>Together 2026</strong>, a título gratuito, a captar y utilizar mi imagen y voz registradas en fotos y videos durante el evento, realizado del 01 al 04 de noviembre de 2026.</p>
<p>Las imágenes podrán usarse en materiales de divulgación institucional del congreso y de futuras ediciones, en las redes sociales oficiales, en el sitio web y en la aplicación, sin finalidad comercial y siempre de forma respetuosa.</p>
<ul>
<li>El uso no genera derecho a remuneración ni indemnización.</li>
<li>La autorización vale en territorio nacional e internacional, por plazo indeterminado.</li>
<li>Puedo revocar este consentimiento para usos futuros por el canal de soporte de la aplicación.</li>
</ul>
<p>En el caso de participantes menores de edad, este consentimiento lo da el responsable legal que realizó la inscripción.</p>`;

/** Keyed by `${documentId}@${version}` (the Portuguese version label). */
export const LEGAL_TEXTS: Record<string, { en: LegalTextTranslation; es: LegalTextTranslation }> = {
  "terms@Janeiro 2024": {
    en: { version: "January 2024", content: TERMS_EN },
    es: { version: "Enero 2024", content: TERMS_ES },
  },
  "regulations@1.0": {
    en: { version: "1.0", content: REGULATIONS_V1_EN },
    es: { version: "1.0", content: REGULATIONS_V1_ES },
  },
  "regulations@2.0": {
    en: { version: "2.0", content: REGULATIONS_V2_EN },
    es: { version: "2.0", content: REGULATIONS_V2_ES },
  },
  "privacy@Janeiro 2024": {
    en: { version: "January 2024", content: PRIVACY_EN },
    es: { version: "Enero 2024", content: PRIVACY_ES },
  },
  "image-rights@1.0": {
    en: { version: "1.0", content: IMAGE_RIGHTS_EN },
    es: { version: "1.0", content: IMAGE_RIGHTS_ES },
  },
};
