/**
 * English and Spanish titles and descriptions of some programme sessions (schedule.ts), keyed by
 * the Portuguese title. The devotionals, lectures and sports are translated; the other sessions
 * stay Portuguese only, so the "Em português" badge has real cases (docs/content-languages.md).
 */

type Text = { title: string; description: string };

export const SESSION_TRANSLATIONS: Record<string, { en: Text; es: Text }> = {
  "Devocional ao Amanhecer": {
    en: {
      title: "Devotional at Dawn",
      description:
        "Start the day with Bible reading, prayer in small groups and a short reflection on the day's theme.",
    },
    es: {
      title: "Devocional al Amanecer",
      description:
        "Comienza el día con lectura bíblica, oración en grupos pequeños y una breve reflexión sobre el tema del día.",
    },
  },
  "Café com a Palavra": {
    en: {
      title: "Coffee with the Word",
      description:
        "A quiet time of meditation on the Psalms, with soft music and coffee served at the entrance.",
    },
    es: {
      title: "Café con la Palabra",
      description:
        "Un momento tranquilo de meditación en los Salmos, con música suave y café servido en la entrada.",
    },
  },
  "Clamor da Manhã": {
    en: {
      title: "Morning Prayer Cry",
      description:
        "Intercessory prayer for the host cities, for families and for the congress's mission projects.",
    },
    es: {
      title: "Clamor de la Mañana",
      description:
        "Oración intercesora por las ciudades sede, por las familias y por los proyectos misioneros del congreso.",
    },
  },
  "Manhã com Deus: Salmos para a Jornada": {
    en: {
      title: "Morning with God: Psalms for the Journey",
      description: "A guided reading of psalms of trust, with room for short testimonies.",
    },
    es: {
      title: "Mañana con Dios: Salmos para el Camino",
      description: "Lectura comentada de salmos de confianza, con espacio para testimonios breves.",
    },
  },
  "Oração e Leitura Bíblica": {
    en: {
      title: "Prayer and Bible Reading",
      description: "The congress reading plan in groups, followed by prayer in pairs.",
    },
    es: {
      title: "Oración y Lectura Bíblica",
      description: "Plan de lectura del congreso en grupos, seguido de oración en parejas.",
    },
  },
  "Louvor ao Nascer do Sol": {
    en: {
      title: "Sunrise Praise",
      description: "Congregational songs in the open air and a short word of inspiration for the day.",
    },
    es: {
      title: "Alabanza al Amanecer",
      description: "Cantos congregacionales al aire libre y una palabra breve de inspiración para el día.",
    },
  },
  "Chamados para Servir: Missão no Dia a Dia": {
    en: {
      title: "Called to Serve: Mission in Everyday Life",
      description:
        "How to live out mission at school, at work and in the neighbourhood, with practical examples of young people making a difference.",
    },
    es: {
      title: "Llamados a Servir: Misión en el Día a Día",
      description:
        "Cómo vivir la misión en la escuela, el trabajo y el barrio, con ejemplos prácticos de jóvenes que marcan la diferencia.",
    },
  },
  "Fé e Propósito na Universidade": {
    en: {
      title: "Faith and Purpose at University",
      description:
        "The challenges and opportunities of keeping faith alive in academic life, with questions from the audience at the end.",
    },
    es: {
      title: "Fe y Propósito en la Universidad",
      description:
        "Desafíos y oportunidades de mantener viva la fe en el ambiente académico, con preguntas del público al final.",
    },
  },
  "Missão Urbana: a Igreja nas Grandes Cidades": {
    en: {
      title: "Urban Mission: the Church in Big Cities",
      description: "Stories of churches serving their cities with social, health and education projects.",
    },
    es: {
      title: "Misión Urbana: la Iglesia en las Grandes Ciudades",
      description:
        "Experiencias de iglesias que sirven a sus ciudades con proyectos sociales, de salud y educación.",
    },
  },
  "Saúde Mental e Espiritualidade": {
    en: {
      title: "Mental Health and Spirituality",
      description:
        "An honest conversation about anxiety, depression and emotional care, with guidance from health professionals.",
    },
    es: {
      title: "Salud Mental y Espiritualidad",
      description:
        "Una conversación franca sobre ansiedad, depresión y cuidado emocional, con orientación de profesionales de la salud.",
    },
  },
  "Relacionamentos Saudáveis à Luz da Bíblia": {
    en: {
      title: "Healthy Relationships in the Light of the Bible",
      description: "Friendship, dating and family: biblical principles for relationships that build up.",
    },
    es: {
      title: "Relaciones Sanas a la Luz de la Biblia",
      description: "Amistad, noviazgo y familia: principios bíblicos para relaciones que edifican.",
    },
  },
  "Profecia e Esperança para Hoje": {
    en: {
      title: "Prophecy and Hope for Today",
      description: "A study of Bible prophecy and the hope it brings to young people in uncertain times.",
    },
    es: {
      title: "Profecía y Esperanza para Hoy",
      description:
        "Estudio de las profecías bíblicas y de la esperanza que traen a la juventud en tiempos inciertos.",
    },
  },
  "Testemunho no Digital: Juventude e Tecnologia": {
    en: {
      title: "Witness Online: Youth and Technology",
      description: "How to use social media and technology to share your faith responsibly and with balance.",
    },
    es: {
      title: "Testimonio en lo Digital: Juventud y Tecnología",
      description:
        "Cómo usar las redes sociales y la tecnología para compartir la fe con responsabilidad y equilibrio.",
    },
  },
  "Mordomia Cristã e Finanças Pessoais": {
    en: {
      title: "Christian Stewardship and Personal Finance",
      description: "Budgeting, generosity and planning for those starting out in adult life.",
    },
    es: {
      title: "Mayordomía Cristiana y Finanzas Personales",
      description:
        "Organización financiera, generosidad y planificación para quien está comenzando la vida adulta.",
    },
  },
  "Torneio de Futsal": {
    en: {
      title: "Futsal Tournament",
      description:
        "A tournament between caravans, men's and women's. Teams sign up on site, 30 minutes before.",
    },
    es: {
      title: "Torneo de Fútbol Sala",
      description:
        "Torneo entre caravanas, masculino y femenino. Inscripción de los equipos en el lugar, 30 minutos antes.",
    },
  },
  "Vôlei Together": {
    en: {
      title: "Together Volleyball",
      description:
        "Quick volleyball matches on court, with teams formed on the spot for anyone who wants to play.",
    },
    es: {
      title: "Vóley Together",
      description:
        "Partidos rápidos de vóley en cancha, con equipos formados en el momento para quien quiera jugar.",
    },
  },
  "Corrida e Caminhada 5 km": {
    en: {
      title: "5 km Run and Walk",
      description: "A 5 km course at your own pace, with water stations and the health team alongside.",
    },
    es: {
      title: "Carrera y Caminata 5 km",
      description: "Recorrido de 5 km a ritmo libre, con hidratación y acompañamiento del equipo de salud.",
    },
  },
  "Basquete 3x3": {
    en: {
      title: "3x3 Basketball",
      description: "A lightning 3x3 basketball championship with brackets by caravan.",
    },
    es: {
      title: "Básquet 3x3",
      description: "Campeonato relámpago de básquet 3x3 con llaves por caravana.",
    },
  },
  "Gincana Esportiva": {
    en: {
      title: "Sports Challenge",
      description: "Team events, circuits and cooperation challenges for all ages.",
    },
    es: {
      title: "Gincana Deportiva",
      description: "Pruebas por equipos, circuito y desafíos de cooperación para todas las edades.",
    },
  },
  "Aulão de Ginástica Funcional": {
    en: {
      title: "Big Functional Training Class",
      description:
        "A group functional workout with physical education teachers. Wear light clothes and bring your water bottle.",
    },
    es: {
      title: "Gran Clase de Gimnasia Funcional",
      description:
        "Entrenamiento funcional colectivo con profesores de educación física. Usa ropa ligera y trae tu botella de agua.",
    },
  },
};

/** The titleEn…descriptionEs columns of an event from its session's Portuguese title. */
export function sessionTranslationColumns(title: string) {
  const tr = SESSION_TRANSLATIONS[title];
  return {
    titleEn: tr?.en.title ?? null,
    titleEs: tr?.es.title ?? null,
    descriptionEn: tr?.en.description ?? null,
    descriptionEs: tr?.es.description ?? null,
  };
}
