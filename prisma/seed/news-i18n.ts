/**
 * News in other languages and the news images (news.ts holds the Portuguese items).
 *
 * Translations: most items are written in English and Spanish; a few stay Portuguese only (and
 * one has English only), so the app's "Em português" badge has real cases (docs/content-languages.md).
 * Images: one light SVG per item in public/images/news/ (scripts/news-images.mjs draws them, no
 * downloads), with its alt text in the three languages.
 */

export interface NewsTranslation {
  title: string;
  subtitle: string;
  summary: string;
  bodyHtml: string;
}

export interface NewsImage {
  url: string;
  alt: { pt: string; en: string; es: string };
}

/** Items left in Portuguese only (the badge's sample data; tests rely on the first one). */
export const UNTRANSLATED_NEWS_IDS = [
  "o-que-levar",
  "culto-de-abertura-transmissao",
  "oficinas-vagas-limitadas",
  "caravana-solidaria",
  "historias-de-missao-amazonia",
] as const;

export const NEWS_TRANSLATIONS: Record<string, { en?: NewsTranslation; es?: NewsTranslation }> = {
  "bem-vindos-together-2026": {
    en: {
      title: "Welcome to Together 2026!",
      subtitle:
        "Four days of mission, worship and life in community in several cities of north-eastern Brazil",
      summary:
        "About 15,000 young people gather from 01 to 04 November. See what to expect from the congress and how to make the most of the app.",
      bodyHtml: `<p>The time has come! From <strong>01 to 04 November 2026</strong>, Together 2026 brings about 15,000 young people together in Recife and other host cities in the north-east, with simultaneous programmes and many moments of fellowship.</p>
<p>This year's theme, <em>Mission, worship and life in community</em>, runs through every service, talk and workshop.</p>
<h3>To make the most of it</h3>
<ul>
<li>Build your agenda in the Schedule: workshops have limited seats.</li>
<li>Keep your pass (QR Code) at hand for check-in.</li>
<li>Join the community and meet people from other caravans.</li>
</ul>
<p>See you at the Opening Service, Sunday, at 8 pm!</p>`,
    },
    es: {
      title: "¡Bienvenidos al Together 2026!",
      subtitle:
        "Cuatro días de misión, adoración y vida en comunidad en varias ciudades del Nordeste de Brasil",
      summary:
        "Cerca de 15 mil jóvenes se reúnen del 01 al 04 de noviembre. Mira qué esperar del congreso y cómo aprovechar la aplicación.",
      bodyHtml: `<p>¡Llegó la hora! Del <strong>01 al 04 de noviembre de 2026</strong>, el Together 2026 reúne a cerca de 15 mil jóvenes en Recife y en otras ciudades sede del Nordeste, con programación simultánea y muchos momentos de comunión.</p>
<p>El tema de este año, <em>Misión, adoración y vida en comunidad</em>, atraviesa cada culto, charla y taller.</p>
<h3>Para aprovecharlo al máximo</h3>
<ul>
<li>Arma tu agenda en la Programación: los talleres tienen cupos limitados.</li>
<li>Ten tu credencial (código QR) a mano para el check-in.</li>
<li>Participa en la comunidad y conoce gente de otras caravanas.</li>
</ul>
<p>¡Nos vemos en el Culto de Apertura, el domingo, a las 20 h!</p>`,
    },
  },
  "credenciamento-e-qr-code": {
    en: {
      title: "Accreditation: have your QR Code at hand",
      subtitle: "Access to activities and buses is with the pass in the app",
      summary:
        "How check-in works at activities and on transport, and what to do if your phone runs out of battery.",
      bodyHtml: `<p>This year there are no wristbands or printed badges: your pass is the QR Code in the app. The check-in team scans it at the entrance of each activity and when boarding the buses.</p>
<h3>Important tips</h3>
<ol>
<li>Open your pass before you reach the queue and turn up the screen brightness.</li>
<li>Each scan counts once per activity: the pass is personal and non-transferable.</li>
<li>Out of battery? Tell the team your participant code (for example, T26-ABC234) so they can type it in.</li>
</ol>
<p>Dependents have their own pass, available in their guardian's account.</p>`,
    },
    es: {
      title: "Acreditación: ten tu código QR a mano",
      subtitle: "El acceso a las actividades y a los autobuses se hace con la credencial de la aplicación",
      summary:
        "Entiende cómo funciona el check-in en las actividades y en el transporte y qué hacer si el celular se queda sin batería.",
      bodyHtml: `<p>Este año no habrá pulseras ni gafetes impresos: tu credencial es el código QR de la aplicación. El equipo de check-in lo lee en la entrada de cada actividad y al subir a los autobuses.</p>
<h3>Consejos importantes</h3>
<ol>
<li>Abre la credencial antes de llegar a la fila y sube el brillo de la pantalla.</li>
<li>Cada lectura vale una vez por actividad: la credencial es personal e intransferible.</li>
<li>¿Sin batería? Dile al equipo tu código de participante (por ejemplo, T26-ABC234) para que lo escriba.</li>
</ol>
<p>Los dependientes tienen su propia credencial, disponible en la cuenta del responsable.</p>`,
    },
  },
  "programacao-completa-disponivel": {
    en: {
      title: "The full schedule is now in the app",
      subtitle: "Services, talks, workshops, sports and fellowship in five cities with a full programme",
      summary: "About ten activities a day in each city. Build your agenda and secure your workshop seats.",
      bodyHtml: `<p>The Together 2026 schedule is out! Recife, Fortaleza, João Pessoa, Teresina and Rio Branco have about <strong>ten activities a day</strong>, and the other host cities have a shorter programme.</p>
<p>The time slots are the same every day:</p>
<ul>
<li>7:00 — Devotional</li>
<li>8:00 and 10:00 — Talks, workshops and youth activities</li>
<li>14:00 and 16:00 — Workshops, sports and fellowship</li>
<li>19:30 — Evening service (on the first day, Opening Service at 20:00)</li>
</ul>
<p>Use the <em>Build agenda</em> assistant to choose one activity per time slot.</p>`,
    },
    es: {
      title: "La programación completa ya está en la aplicación",
      subtitle: "Cultos, charlas, talleres, deportes y comunión en cinco ciudades con programación completa",
      summary:
        "Son cerca de diez actividades por día en cada ciudad. Arma tu agenda y asegura tu cupo en los talleres.",
      bodyHtml: `<p>¡La programación del Together 2026 está publicada! Recife, Fortaleza, João Pessoa, Teresina y Rio Branco tienen cerca de <strong>diez actividades por día</strong>, y las demás ciudades sede tienen una programación reducida.</p>
<p>Los horarios se repiten todos los días:</p>
<ul>
<li>07:00 — Devocional</li>
<li>08:00 y 10:00 — Charlas, talleres y actividades juveniles</li>
<li>14:00 y 16:00 — Talleres, deportes y comunión</li>
<li>19:30 — Culto de la noche (el primer día, Culto de Apertura a las 20:00)</li>
</ul>
<p>Usa el asistente <em>Armar agenda</em> para elegir una actividad por horario.</p>`,
    },
  },
  "missao-voluntaria-200-vagas": {
    en: {
      title: "Volunteer Mission Project opens 200 places",
      subtitle: "Young people aged 16 to 30 can sign up to serve for two weeks in 2027",
      summary:
        "200 places for young people aged 16 to 30 in health, education and building projects. Under-16s need their parents' authorisation.",
      bodyHtml: `<p>The Missions Department announces a new edition of the <strong>Volunteer Mission Project</strong>, with <strong>200 places</strong> for young people aged <strong>16 to 30</strong>.</p>
<p>Volunteers will serve for two weeks in communities in the North and North-East, on three fronts:</p>
<ul>
<li>Health: supporting care drives and health education.</li>
<li>Education: tutoring and activities with children.</li>
<li>Building: renovating schools and community centres.</li>
</ul>
<p>Participants aged 16 and 17 need their guardians' authorisation. Sign-ups open at the Missions stand during the congress.</p>`,
    },
    es: {
      title: "El Proyecto Misión Voluntaria abre 200 cupos",
      subtitle: "Jóvenes de 16 a 30 años pueden inscribirse para servir durante dos semanas en 2027",
      summary:
        "Son 200 cupos para jóvenes de 16 a 30 años en proyectos de salud, educación y construcción. Los menores de 16 años necesitan autorización de los padres.",
      bodyHtml: `<p>El Departamento de Misiones anuncia una nueva edición del <strong>Proyecto Misión Voluntaria</strong>, con <strong>200 cupos</strong> para jóvenes de <strong>16 a 30 años</strong>.</p>
<p>Los voluntarios servirán durante dos semanas en comunidades del Norte y del Nordeste, en tres frentes:</p>
<ul>
<li>Salud: apoyo a jornadas de atención y educación en salud.</li>
<li>Educación: refuerzo escolar y actividades con niños.</li>
<li>Construcción: reforma de escuelas y centros comunitarios.</li>
</ul>
<p>Los participantes de 16 y 17 años necesitan autorización de sus responsables. Las inscripciones abren en el stand de Misiones durante el congreso.</p>`,
    },
  },
  "app-versao-2-1": {
    en: {
      title: "App version 2.1: agenda, community and rewards",
      subtitle: "Everything you need for the congress in one place",
      summary:
        "The new version brings the agenda assistant, the community by topics, seat alerts and the rewards game.",
      bodyHtml: `<p>Version <strong>2.1.0</strong> of the Together 2026 app is live. What is new:</p>
<ul>
<li>An assistant to build your agenda in five steps.</li>
<li>A community with six topics, photos and comments.</li>
<li>Seat alerts for full activities.</li>
<li>Rewards with QR Codes spread around the event's venues.</li>
<li>Languages: Portuguese, English and Spanish.</li>
</ul>
<p>Found a problem? Use the <em>Talk to support</em> button in the Help Centre.</p>`,
    },
    es: {
      title: "Versión 2.1 de la aplicación: agenda, comunidad y recompensas",
      subtitle: "Todo lo que necesitas para el congreso en un solo lugar",
      summary:
        "La nueva versión trae el asistente de agenda, la comunidad por temas, el aviso de cupo y el juego de recompensas.",
      bodyHtml: `<p>La versión <strong>2.1.0</strong> de la aplicación del Together 2026 ya está disponible. Las novedades:</p>
<ul>
<li>Asistente para armar la agenda en cinco pasos.</li>
<li>Comunidad con seis temas, fotos y comentarios.</li>
<li>Aviso de cupo para actividades llenas.</li>
<li>Recompensas con códigos QR repartidos por los lugares del evento.</li>
<li>Idiomas: portugués, inglés y español.</li>
</ul>
<p>¿Encontraste algún problema? Usa el botón <em>Hablar con soporte</em> en el Centro de Ayuda.</p>`,
    },
  },
  "como-montar-sua-agenda": {
    en: {
      title: "Step by step: how to build your agenda in the app",
      subtitle: "Choose the city for each day and one activity per time slot",
      summary: "In five steps you choose the cities, select the activities and confirm your schedule.",
      bodyHtml: `<p>Building your agenda takes a few minutes:</p>
<ol>
<li>In <strong>Schedule</strong>, tap <em>Build now</em>.</li>
<li>Choose the city for each day.</li>
<li>Select one activity per time slot — full activities show as <em>Full</em>.</li>
<li>Review everything and tap <em>Confirm Schedule</em>.</li>
</ol>
<p>Then use the <em>my agenda</em> button to see only the activities you signed up for.</p>`,
    },
    es: {
      title: "Paso a paso: cómo armar tu agenda en la aplicación",
      subtitle: "Elige la ciudad de cada día y una actividad por horario",
      summary: "En cinco pasos eliges las ciudades, seleccionas las actividades y confirmas tu programación.",
      bodyHtml: `<p>Armar la agenda lleva pocos minutos:</p>
<ol>
<li>En <strong>Programación</strong>, toca <em>Armar ahora</em>.</li>
<li>Elige la ciudad de cada día.</li>
<li>Selecciona una actividad por horario — las actividades llenas aparecen como <em>Lleno</em>.</li>
<li>Revisa todo y toca <em>Confirmar programación</em>.</li>
</ol>
<p>Después, usa el botón <em>mi agenda</em> para ver solo las actividades en las que estás inscrito.</p>`,
    },
  },
  "recompensas-qr-code": {
    // English only: Spanish readers see the Portuguese text with the badge.
    en: {
      title: "Rewards: find the QR Codes and climb the ranking",
      subtitle: "Points hidden in Recife, Fortaleza and João Pessoa",
      summary: "Each reward point is worth 50 to 200 points and can be unlocked once. See how to take part.",
      bodyHtml: `<p>During the congress, look for the <strong>reward QR Codes</strong> at the venues in Recife, Fortaleza and João Pessoa. Each point is worth 50 to 200 points.</p>
<p>To unlock one, open <em>Rewards</em> and tap <em>Scan QR Code</em>. Your ranking and percentile update at once.</p>`,
    },
  },
  "alerta-chuva-recife": {
    en: {
      title: "Heavy rain warning in Recife this Tuesday",
      subtitle: "Outdoor afternoon activities have moved to covered venues",
      summary:
        "Civil Defence expects heavy rain between 1 pm and 6 pm. Check the venue changes and take extra care on the roads.",
      bodyHtml: `<p>Civil Defence has issued a <strong>heavy rain</strong> warning for Recife this Tuesday, 03/11, between 1 pm and 6 pm.</p>
<ul>
<li>The activities at Jaqueira Park have moved to the Pavilion of the Convention Centre.</li>
<li>Afternoon buses may be late: follow the notices in the app.</li>
<li>Avoid flooded areas and do not cross streets with running water.</li>
</ul>
<p>In an emergency, look for the support team (orange vests) or call 193 (Fire Brigade).</p>`,
    },
    es: {
      title: "Alerta de lluvias fuertes en Recife este martes",
      subtitle: "Las actividades al aire libre de la tarde se trasladaron a lugares cubiertos",
      summary:
        "Defensa Civil prevé lluvia fuerte entre las 13 h y las 18 h. Revisa los cambios de lugar y ten más cuidado en el tránsito.",
      bodyHtml: `<p>Defensa Civil emitió una alerta de <strong>lluvias fuertes</strong> para Recife este martes, 03/11, entre las 13 h y las 18 h.</p>
<ul>
<li>Las actividades del Parque da Jaqueira se trasladaron al Pabellón del Centro de Convenciones.</li>
<li>Los autobuses de la tarde pueden retrasarse: sigue los avisos en la aplicación.</li>
<li>Evita las zonas inundadas y no cruces calles con corriente.</li>
</ul>
<p>En caso de emergencia, busca al equipo de apoyo (chalecos naranjas) o llama al 193 (Bomberos).</p>`,
    },
  },
  "postos-medicos-e-contatos": {
    en: {
      title: "First-aid posts, lost and found and emergency contacts",
      subtitle: "Where to find help at each congress venue",
      summary: "Every venue has a first-aid post and a support team. Keep the emergency numbers.",
      bodyHtml: `<p>Every Together 2026 venue has a <strong>first-aid post</strong> with a volunteer health team and a <strong>lost and found</strong> desk, near the main entrance.</p>
<h3>Useful numbers</h3>
<ul>
<li>Ambulance (SAMU): 192</li>
<li>Fire Brigade: 193</li>
<li>Military Police: 190</li>
</ul>
<p>Children and teenagers must always be with their guardians. If a child is lost, go to the support team at once.</p>`,
    },
    es: {
      title: "Puestos médicos, objetos perdidos y contactos de emergencia",
      subtitle: "Dónde encontrar ayuda en cada lugar del congreso",
      summary:
        "Todos los lugares tienen puesto médico y equipo de apoyo. Guarda los teléfonos de emergencia.",
      bodyHtml: `<p>En todos los lugares del Together 2026 hay un <strong>puesto médico</strong> con un equipo de salud voluntario y un punto de <strong>objetos perdidos</strong>, cerca de la entrada principal.</p>
<h3>Teléfonos útiles</h3>
<ul>
<li>Ambulancia (SAMU): 192</li>
<li>Bomberos: 193</li>
<li>Policía Militar: 190</li>
</ul>
<p>Los niños y adolescentes deben estar siempre acompañados de sus responsables. Si un niño se pierde, busca de inmediato al equipo de apoyo.</p>`,
    },
  },
};

const img = (id: string, pt: string, en: string, es: string): [string, NewsImage] => [
  id,
  { url: `/images/news/${id}.svg`, alt: { pt, en, es } },
];

/** One themed illustration per item. */
export const NEWS_IMAGES: Record<string, NewsImage> = Object.fromEntries([
  img(
    "bem-vindos-together-2026",
    "Sol nascendo sobre um grupo de jovens com confetes coloridos",
    "Sun rising over a group of young people with colourful confetti",
    "Sol naciendo sobre un grupo de jóvenes con confeti de colores",
  ),
  img(
    "credenciamento-e-qr-code",
    "Celular mostrando um QR Code de credencial",
    "Phone showing a pass QR Code",
    "Celular mostrando un código QR de credencial",
  ),
  img(
    "o-que-levar",
    "Mala de viagem com sol e nuvem de chuva ao fundo",
    "Suitcase with the sun and a rain cloud behind it",
    "Maleta de viaje con sol y nube de lluvia al fondo",
  ),
  img(
    "programacao-completa-disponivel",
    "Calendário com os quatro dias do congresso marcados",
    "Calendar with the four congress days marked",
    "Calendario con los cuatro días del congreso marcados",
  ),
  img(
    "culto-de-abertura-transmissao",
    "Palco iluminado com ondas de transmissão ao vivo",
    "Lit stage with live broadcast waves",
    "Escenario iluminado con ondas de transmisión en vivo",
  ),
  img(
    "oficinas-vagas-limitadas",
    "Câmera fotográfica e violão, temas das oficinas",
    "Camera and guitar, workshop themes",
    "Cámara de fotos y guitarra, temas de los talleres",
  ),
  img(
    "missao-voluntaria-200-vagas",
    "Globo com um coração e mãos estendidas",
    "Globe with a heart and outstretched hands",
    "Globo con un corazón y manos extendidas",
  ),
  img(
    "caravana-solidaria",
    "Caixas de doações empilhadas",
    "Stacked donation boxes",
    "Cajas de donaciones apiladas",
  ),
  img(
    "historias-de-missao-amazonia",
    "Barco navegando em um rio entre árvores da floresta",
    "Boat sailing on a river between forest trees",
    "Barco navegando por un río entre árboles de la selva",
  ),
  img(
    "app-versao-2-1",
    "Celular com os ícones do aplicativo",
    "Phone with the app's icons",
    "Celular con los íconos de la aplicación",
  ),
  img(
    "como-montar-sua-agenda",
    "Lista de atividades com itens marcados",
    "List of activities with items ticked",
    "Lista de actividades con elementos marcados",
  ),
  img(
    "recompensas-qr-code",
    "Troféu com estrelas ao lado de um QR Code",
    "Trophy with stars next to a QR Code",
    "Trofeo con estrellas junto a un código QR",
  ),
  img(
    "alerta-chuva-recife",
    "Nuvem carregada com chuva forte e raio",
    "Storm cloud with heavy rain and lightning",
    "Nube cargada con lluvia fuerte y rayo",
  ),
  img(
    "postos-medicos-e-contatos",
    "Cruz de primeiros socorros e um telefone",
    "First-aid cross and a phone",
    "Cruz de primeros auxilios y un teléfono",
  ),
]);
