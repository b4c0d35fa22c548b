/**
 * The programme: events per city per day, with hosts.
 *
 *  - Schedule cities (recife, fortaleza, joao-pessoa, teresina, rio-branco): 10 events per day,
 *    in six slots. Two events share each of 08:00–09:30, 10:00–11:30, 14:00–15:30 and
 *    16:00–17:30 (the builder groups by identical start–end); 07:00 devotional and the
 *    evening worship (20:00 on day 1, the opening the countdown aims at; 19:30 otherwise).
 *  - Other staff cities (salvador, maceio, aracaju, natal, sao-luis): 4 events per day, so the
 *    check-in tool has something to list everywhere.
 *
 * Ids follow d{day}-{city}-{nn}. Each event also carries a fill class; enrolments.ts turns it
 * into real Enrolment rows (see the note there), so enrolledCount always equals the rows.
 */
import type { EventType, Prisma } from "../../lib/server/generated/prisma/client";
import { type CityId, SCHEDULE_CITY_IDS, STAFF_CITY_IDS } from "./cities";
import {
  DAY_NUMBERS,
  type DayNumber,
  type Db,
  type WithId,
  type WriteStats,
  cyclic,
  createRng,
  dayDate,
  hash32,
  recife,
  syncRows,
} from "./util";
import { sessionTranslationColumns } from "./schedule-i18n";
import { VENUES, type VenueKind } from "./venues";

/** How full an event should look: full = 100%, high > 80%, mid > 50%, low ≤ 50% (spec capacity bar). */
export type FillClass = "full" | "high" | "mid" | "low";

interface Session {
  title: string;
  type: EventType;
  description: string;
  tags: string[];
  category?: string;
}

export interface HostSpec {
  name: string;
  role: string;
}

export interface EventSpec {
  row: WithId<Prisma.EventCreateManyInput> & {
    cityId: CityId;
    startsAt: Date;
    endsAt: Date;
    capacity: number;
  };
  day: DayNumber;
  fill: FillClass;
  /** Seats to take (named participants + fillers), before the per-slot filler budget applies. */
  target: number;
  hosts: HostSpec[];
}

const CATEGORY: Record<EventType, string> = {
  worship: "Espiritualidade",
  lecture: "Formação",
  workshop: "Oficina",
  fellowship: "Comunhão",
  sport: "Esporte",
  youth: "Juventude",
};

// ───────────── Session pools (one per template slot) ─────────────

const DEVOTIONALS: Session[] = [
  {
    title: "Devocional ao Amanhecer",
    type: "worship",
    description:
      "Comece o dia com leitura bíblica, oração em pequenos grupos e uma breve reflexão sobre o tema do dia.",
    tags: ["devocional", "oração", "manhã"],
  },
  {
    title: "Café com a Palavra",
    type: "worship",
    description: "Um momento tranquilo de meditação nos Salmos, com música suave e café servido na entrada.",
    tags: ["devocional", "bíblia", "manhã"],
  },
  {
    title: "Clamor da Manhã",
    type: "worship",
    description:
      "Oração intercessora pelas cidades-sede, pelas famílias e pelos projetos missionários do congresso.",
    tags: ["oração", "intercessão", "manhã"],
  },
  {
    title: "Manhã com Deus: Salmos para a Jornada",
    type: "worship",
    description: "Leitura comentada de salmos de confiança, com espaço para testemunhos curtos.",
    tags: ["devocional", "salmos", "testemunho"],
  },
  {
    title: "Oração e Leitura Bíblica",
    type: "worship",
    description: "Plano de leitura do congresso em grupos, seguido de oração em duplas.",
    tags: ["bíblia", "oração", "grupos"],
  },
  {
    title: "Louvor ao Nascer do Sol",
    type: "worship",
    description: "Cânticos congregacionais ao ar livre e uma palavra curta de inspiração para o dia.",
    tags: ["louvor", "manhã", "ao ar livre"],
  },
];

const LECTURES: Session[] = [
  {
    title: "Chamados para Servir: Missão no Dia a Dia",
    type: "lecture",
    description:
      "Como viver a missão na escola, no trabalho e na vizinhança, com exemplos práticos de jovens que fazem a diferença.",
    tags: ["missão", "serviço", "discipulado"],
    category: "Missões",
  },
  {
    title: "Fé e Propósito na Universidade",
    type: "lecture",
    description:
      "Desafios e oportunidades de manter a fé viva no ambiente acadêmico, com perguntas do público ao final.",
    tags: ["universidade", "fé", "propósito"],
  },
  {
    title: "Missão Urbana: a Igreja nas Grandes Cidades",
    type: "lecture",
    description: "Experiências de igrejas que servem suas cidades com projetos sociais, saúde e educação.",
    tags: ["missão", "cidade", "projetos sociais"],
    category: "Missões",
  },
  {
    title: "Saúde Mental e Espiritualidade",
    type: "lecture",
    description:
      "Uma conversa franca sobre ansiedade, depressão e cuidado emocional, com orientação de profissionais de saúde.",
    tags: ["saúde mental", "cuidado", "bem-estar"],
    category: "Saúde",
  },
  {
    title: "Relacionamentos Saudáveis à Luz da Bíblia",
    type: "lecture",
    description: "Amizade, namoro e família: princípios bíblicos para relações que edificam.",
    tags: ["relacionamentos", "família", "bíblia"],
  },
  {
    title: "Profecia e Esperança para Hoje",
    type: "lecture",
    description:
      "Estudo das profecias bíblicas e da esperança que elas trazem para a juventude em tempos incertos.",
    tags: ["profecia", "esperança", "estudo bíblico"],
  },
  {
    title: "Testemunho no Digital: Juventude e Tecnologia",
    type: "lecture",
    description:
      "Como usar redes sociais e tecnologia para compartilhar a fé com responsabilidade e equilíbrio.",
    tags: ["tecnologia", "redes sociais", "testemunho"],
  },
  {
    title: "Mordomia Cristã e Finanças Pessoais",
    type: "lecture",
    description:
      "Organização financeira, generosidade e planejamento para quem está começando a vida adulta.",
    tags: ["finanças", "mordomia", "planejamento"],
  },
];

const WORKSHOPS_MORNING: Session[] = [
  {
    title: "Oficina de Fotografia com Celular",
    type: "workshop",
    description:
      "Enquadramento, luz natural e edição simples para registrar o congresso e produzir conteúdo para o ministério. Traga seu celular carregado.",
    tags: ["fotografia", "celular", "mídia"],
  },
  {
    title: "Violão para Iniciantes",
    type: "workshop",
    description:
      "Primeiros acordes e ritmos para acompanhar cânticos congregacionais. Há violões disponíveis, mas quem tiver pode trazer o seu.",
    tags: ["música", "violão", "louvor"],
  },
  {
    title: "Primeiros Socorros Básicos",
    type: "workshop",
    description:
      "Noções práticas de primeiros socorros com instrutores de saúde voluntários: engasgo, desmaio e pequenos ferimentos.",
    tags: ["saúde", "primeiros socorros", "prática"],
    category: "Saúde",
  },
  {
    title: "Oficina de Pregação para Jovens",
    type: "workshop",
    description:
      "Como preparar e apresentar uma mensagem bíblica curta, com exercícios em grupo e retorno dos facilitadores.",
    tags: ["pregação", "comunicação", "bíblia"],
  },
  {
    title: "Libras: Comunicação Inclusiva",
    type: "workshop",
    description: "Sinais básicos de Libras para acolher pessoas surdas na igreja e nos eventos.",
    tags: ["libras", "inclusão", "acessibilidade"],
  },
  {
    title: "Escrita Criativa Devocional",
    type: "workshop",
    description: "Técnicas para escrever devocionais, diários de oração e textos para redes sociais.",
    tags: ["escrita", "criatividade", "devocional"],
  },
];

const WORKSHOPS_LATE_MORNING: Session[] = [
  {
    title: "Conteúdo Cristão para Redes Sociais",
    type: "workshop",
    description:
      "Planejamento de postagens, roteiros curtos e boas práticas para perfis de ministérios e grupos jovens.",
    tags: ["redes sociais", "conteúdo", "mídia"],
  },
  {
    title: "Culinária Saudável e Vegetariana",
    type: "workshop",
    description:
      "Receitas simples, baratas e nutritivas com ingredientes regionais, com degustação ao final.",
    tags: ["culinária", "saúde", "vegetariano"],
    category: "Saúde",
  },
  {
    title: "Como Liderar um Pequeno Grupo",
    type: "workshop",
    description:
      "Ferramentas para conduzir estudos bíblicos em pequenos grupos: dinâmicas, perguntas e acompanhamento.",
    tags: ["liderança", "pequenos grupos", "estudo bíblico"],
  },
  {
    title: "Teatro e Expressão",
    type: "workshop",
    description: "Jogos teatrais e construção de esquetes curtas para evangelismo e programações da igreja.",
    tags: ["teatro", "arte", "evangelismo"],
  },
  {
    title: "Canto Coral: Técnica Vocal",
    type: "workshop",
    description: "Aquecimento, respiração e afinação para quem canta em corais e ministérios de louvor.",
    tags: ["música", "canto", "coral"],
  },
  {
    title: "Empreendedorismo com Propósito",
    type: "workshop",
    description: "Da ideia ao primeiro cliente: negócios com valores cristãos e impacto na comunidade.",
    tags: ["empreendedorismo", "carreira", "propósito"],
  },
];

const YOUTH_MORNING: Session[] = [
  {
    title: "Roda de Conversa: Ansiedade e Fé",
    type: "youth",
    description:
      "Espaço seguro para compartilhar experiências e ouvir orientações sobre ansiedade, com psicólogos voluntários.",
    tags: ["saúde mental", "conversa", "jovens"],
  },
  {
    title: "Desafio Missionário Jovem",
    type: "youth",
    description:
      "Conheça projetos missionários de curta duração e descubra como participar das próximas viagens.",
    tags: ["missão", "voluntariado", "jovens"],
    category: "Missões",
  },
  {
    title: "Quiz Bíblico Together",
    type: "youth",
    description:
      "Competição em equipes com perguntas sobre a Bíblia e a história da missão. Premiação para os três primeiros grupos.",
    tags: ["quiz", "bíblia", "competição"],
  },
  {
    title: "Talk Show: Histórias de Missão",
    type: "youth",
    description: "Entrevistas ao vivo com jovens que serviram como missionários no Brasil e no exterior.",
    tags: ["missão", "entrevista", "testemunho"],
    category: "Missões",
  },
  {
    title: "Jovens em Ação: Projetos Sociais",
    type: "youth",
    description:
      "Apresentação de projetos sociais das caravanas e formação de equipes para ações na cidade-sede.",
    tags: ["projetos sociais", "serviço", "comunidade"],
  },
  {
    title: "Painel: Namoro, Escolhas e Futuro",
    type: "youth",
    description:
      "Conversa aberta sobre escolhas afetivas, vocação e planos para o futuro, com perguntas anônimas.",
    tags: ["namoro", "escolhas", "futuro"],
  },
];

const WORKSHOPS_AFTERNOON: Session[] = [
  {
    title: "Evangelismo Criativo",
    type: "workshop",
    description:
      "Abordagens criativas e respeitosas para compartilhar a fé: música, arte de rua e conversas.",
    tags: ["evangelismo", "criatividade", "missão"],
    category: "Missões",
  },
  {
    title: "Design Gráfico para Ministérios",
    type: "workshop",
    description:
      "Noções de tipografia, cores e ferramentas gratuitas para criar artes de eventos e redes sociais.",
    tags: ["design", "arte", "mídia"],
  },
  {
    title: "Transmissão ao Vivo na Igreja",
    type: "workshop",
    description:
      "Câmeras, áudio e plataformas para transmitir cultos e eventos com qualidade e pouco orçamento.",
    tags: ["transmissão", "mídia", "tecnologia"],
  },
  {
    title: "Escuta Ativa: Aconselhamento entre Amigos",
    type: "workshop",
    description: "Como ouvir, acolher e encaminhar amigos que passam por momentos difíceis.",
    tags: ["aconselhamento", "escuta", "cuidado"],
  },
  {
    title: "Artesanato Solidário",
    type: "workshop",
    description:
      "Produção de kits e lembranças que serão doados a instituições de acolhimento da cidade-sede.",
    tags: ["artesanato", "solidariedade", "serviço"],
  },
  {
    title: "Missões Transculturais e Idiomas",
    type: "workshop",
    description: "Cultura, idioma e adaptação: o que saber antes de servir em outro país.",
    tags: ["missão", "idiomas", "cultura"],
    category: "Missões",
  },
];

const SPORTS: Session[] = [
  {
    title: "Torneio de Futsal",
    type: "sport",
    description:
      "Torneio entre caravanas, masculino e feminino. Inscrição das equipes no local, 30 minutos antes.",
    tags: ["futsal", "torneio", "caravanas"],
  },
  {
    title: "Vôlei Together",
    type: "sport",
    description: "Partidas rápidas de vôlei em quadra, com times formados na hora para quem quiser jogar.",
    tags: ["vôlei", "esporte", "integração"],
  },
  {
    title: "Corrida e Caminhada 5 km",
    type: "sport",
    description: "Percurso de 5 km com ritmo livre, hidratação e acompanhamento da equipe de saúde.",
    tags: ["corrida", "caminhada", "saúde"],
    category: "Saúde",
  },
  {
    title: "Basquete 3x3",
    type: "sport",
    description: "Campeonato relâmpago de basquete 3x3 com chaves por caravana.",
    tags: ["basquete", "torneio", "esporte"],
  },
  {
    title: "Gincana Esportiva",
    type: "sport",
    description: "Provas de equipe, circuito e desafios de cooperação para todas as idades.",
    tags: ["gincana", "equipes", "diversão"],
  },
  {
    title: "Aulão de Ginástica Funcional",
    type: "sport",
    description:
      "Treino funcional coletivo com professores de educação física. Use roupa leve e traga sua garrafinha.",
    tags: ["ginástica", "saúde", "movimento"],
    category: "Saúde",
  },
];

const FELLOWSHIP: Session[] = [
  {
    title: "Café e Conexão",
    type: "fellowship",
    description:
      "Encontro informal para conhecer pessoas de outras caravanas, com café regional e dinâmicas de apresentação.",
    tags: ["comunhão", "amizade", "café"],
  },
  {
    title: "Pôr do Sol em Comunhão",
    type: "fellowship",
    description: "Cânticos, violão e conversa ao ar livre no fim da tarde.",
    tags: ["comunhão", "louvor", "ao ar livre"],
  },
  {
    title: "Piquenique das Caravanas",
    type: "fellowship",
    description:
      "Cada caravana traz um prato típico da sua cidade para compartilhar. Haverá água e frutas para todos.",
    tags: ["piquenique", "caravanas", "comida"],
  },
  {
    title: "Tarde de Jogos de Tabuleiro",
    type: "fellowship",
    description: "Jogos cooperativos e de tabuleiro para fazer novos amigos sem pressa.",
    tags: ["jogos", "amizade", "descontração"],
  },
  {
    title: "Feira das Caravanas: Sabores do Nordeste",
    type: "fellowship",
    description: "Barracas das caravanas com comidas, artesanato e histórias de cada cidade-sede.",
    tags: ["feira", "cultura", "nordeste"],
  },
  {
    title: "Encontro de Jovens Casais",
    type: "fellowship",
    description: "Um tempo de conversa e oração para casais jovens, com partilha de experiências.",
    tags: ["casais", "família", "comunhão"],
  },
];

/** 16:00 slot: alternates lecture and youth formats (small rooms, usually almost full). */
const AFTERNOON_TALKS: Session[] = [
  {
    title: "Mentoria de Carreira e Vocação",
    type: "lecture",
    description: "Profissionais cristãos de várias áreas conversam sobre escolhas de carreira e vocação.",
    tags: ["carreira", "vocação", "mentoria"],
  },
  {
    title: "Batalha de Rimas Gospel",
    type: "youth",
    description: "Rimas, poesia falada e beats com mensagens de fé. Inscrições para participar no local.",
    tags: ["música", "rap", "arte"],
  },
  {
    title: "Como Ser Voluntário em Missões no Exterior",
    type: "lecture",
    description: "Passo a passo: preparo, documentação, custos e organizações que recebem voluntários.",
    tags: ["missão", "voluntariado", "exterior"],
    category: "Missões",
  },
  {
    title: "Sarau Jovem: Poesia e Música",
    type: "youth",
    description:
      "Microfone aberto para poesia, música e testemunhos. Inscreva sua apresentação com a equipe do palco.",
    tags: ["sarau", "poesia", "música"],
  },
  {
    title: "Bioética e Fé: Perguntas Difíceis",
    type: "lecture",
    description: "Ciência, ética e fé em diálogo, com espaço para perguntas da plateia.",
    tags: ["bioética", "ciência", "fé"],
  },
  {
    title: "Ensaio Aberto do Coral Jovem",
    type: "youth",
    description: "Participe do ensaio do coral que cantará no culto da noite. Não é preciso experiência.",
    tags: ["coral", "música", "ensaio"],
  },
];

const EVENING_WORSHIP: Record<DayNumber, Session> = {
  1: {
    title: "Culto de Abertura",
    type: "worship",
    description:
      "A abertura oficial do Together 2026: louvor, boas-vindas às caravanas e a mensagem de abertura sobre o tema Missão. Transmissão simultânea entre as cidades-sede.",
    tags: ["culto", "abertura", "louvor", "missão"],
  },
  2: {
    title: "Noite de Adoração",
    type: "worship",
    description:
      "Uma noite dedicada ao louvor e à oração, com participação do coral jovem e mensagem sobre adoração no cotidiano.",
    tags: ["culto", "adoração", "louvor"],
  },
  3: {
    title: "Culto de Missões",
    type: "worship",
    description:
      "Histórias de missionários, envio simbólico de voluntários e mensagem sobre vida em comunidade.",
    tags: ["culto", "missão", "envio"],
    category: "Missões",
  },
  4: {
    title: "Culto de Encerramento",
    type: "worship",
    description:
      "Encerramento do congresso com louvor, testemunhos das caravanas e a mensagem final sobre vida e esperança.",
    tags: ["culto", "encerramento", "louvor"],
  },
};

const SPEAKERS = [
  "Pr. Daniel Moreira",
  "Dra. Lívia Campos",
  "Pr. Tiago Nascimento",
  "Ana Paula Rezende",
  "Pr. Samuel Barreto",
  "Profa. Débora Lins",
  "Pr. Marcos Vinícius Teles",
  "Jéssica Andrade",
  "Pr. Felipe Cardoso",
  "Dr. Henrique Sales",
];
const MUSIC_GROUPS = ["Ministério de Louvor Together", "Coral Jovem do Nordeste", "Grupo Vozes da Missão"];
const FACILITATORS = [
  "Camila Rocha",
  "Rafael Monteiro",
  "Bianca Teixeira",
  "Diego Farias",
  "Larissa Queiroz",
];

// ───────────── Templates ─────────────

interface Template {
  nn: number;
  start: string;
  end: string;
  pool: Session[] | ((day: DayNumber) => Session);
  venue: VenueKind;
  capacities: number[];
  fill: FillClass | ((day: DayNumber) => FillClass);
  hosts?: "speaker" | "worship" | "facilitator";
}

const evening = (day: DayNumber): [string, string] => (day === 1 ? ["20:00", "22:00"] : ["19:30", "21:30"]);

/** Ten events per day in the schedule cities. Slot times are shared across cities and days. */
const SCHEDULE_TEMPLATES: Template[] = [
  {
    nn: 1,
    start: "07:00",
    end: "07:45",
    pool: DEVOTIONALS,
    venue: "open",
    capacities: [200, 300, 400],
    fill: "mid",
  },
  {
    nn: 2,
    start: "08:00",
    end: "09:30",
    pool: LECTURES,
    venue: "auditorium",
    capacities: [500, 800, 1000],
    fill: "low",
    hosts: "speaker",
  },
  {
    nn: 3,
    start: "08:00",
    end: "09:30",
    pool: WORKSHOPS_MORNING,
    venue: "rooms",
    capacities: [50],
    fill: "full",
    hosts: "facilitator",
  },
  {
    nn: 4,
    start: "10:00",
    end: "11:30",
    pool: WORKSHOPS_LATE_MORNING,
    venue: "rooms",
    capacities: [60, 80, 100],
    fill: "high",
  },
  {
    nn: 5,
    start: "10:00",
    end: "11:30",
    pool: YOUTH_MORNING,
    venue: "auditorium",
    capacities: [250, 300, 400],
    fill: "mid",
  },
  {
    nn: 6,
    start: "14:00",
    end: "15:30",
    pool: WORKSHOPS_AFTERNOON,
    venue: "rooms",
    capacities: [50, 60],
    fill: "full",
    hosts: "facilitator",
  },
  {
    nn: 7,
    start: "14:00",
    end: "15:30",
    pool: SPORTS,
    venue: "court",
    capacities: [120, 150, 200],
    fill: "mid",
  },
  {
    nn: 8,
    start: "16:00",
    end: "17:30",
    pool: FELLOWSHIP,
    venue: "open",
    capacities: [300, 500],
    fill: "low",
  },
  {
    nn: 9,
    start: "16:00",
    end: "17:30",
    pool: AFTERNOON_TALKS,
    venue: "auditorium",
    capacities: [80, 100, 120],
    fill: "high",
    hosts: "speaker",
  },
  {
    nn: 10,
    start: "evening",
    end: "evening",
    pool: (day) => EVENING_WORSHIP[day],
    venue: "main",
    capacities: [1000, 1200, 1500],
    fill: "low",
    hosts: "worship",
  },
];

/** Four events per day in the staff cities without the full programme. */
const STAFF_ONLY_TEMPLATES: Template[] = [
  {
    nn: 1,
    start: "08:00",
    end: "09:30",
    pool: LECTURES,
    venue: "auditorium",
    capacities: [300, 400, 500],
    fill: "low",
    hosts: "speaker",
  },
  {
    nn: 2,
    start: "10:00",
    end: "11:30",
    pool: WORKSHOPS_LATE_MORNING,
    venue: "rooms",
    capacities: [50],
    fill: (day) => (day % 2 === 1 ? "full" : "high"),
  },
  {
    nn: 3,
    start: "16:00",
    end: "17:30",
    pool: FELLOWSHIP,
    venue: "open",
    capacities: [150, 200],
    fill: "mid",
  },
  {
    nn: 4,
    start: "evening",
    end: "evening",
    pool: (day) => EVENING_WORSHIP[day],
    venue: "main",
    capacities: [800, 1000],
    fill: "low",
    hosts: "worship",
  },
];

/** The main hall in Recife holds the sample's 1500 seats (spec capacities 1500, 300, 50). */
const CAPACITY_OVERRIDES: Record<string, number> = {
  "d1-recife-10": 1500,
  "d4-recife-10": 1500,
};

export function eventId(day: DayNumber, cityId: CityId, nn: number): string {
  return `d${day}-${cityId}-${String(nn).padStart(2, "0")}`;
}

/** Seats a fill class asks for, for a given capacity (deterministic per event id). */
export function fillTarget(id: string, fill: FillClass, capacity: number): number {
  const rng = createRng(hash32(`fill:${id}`));
  const ratio = {
    full: () => 1,
    high: () => 0.82 + rng.next() * 0.14,
    mid: () => 0.52 + rng.next() * 0.26,
    low: () => 0.06 + rng.next() * 0.38,
  }[fill]();
  return Math.min(capacity, Math.ceil(capacity * ratio));
}

function buildCityDay(cityId: CityId, cityIndex: number, day: DayNumber, templates: Template[]): EventSpec[] {
  return templates.map((t) => {
    const id = eventId(day, cityId, t.nn);
    const rng = createRng(hash32(`event:${id}`));
    const session =
      typeof t.pool === "function" ? t.pool(day) : cyclic(t.pool, day - 1 + cityIndex * 2 + t.nn);
    const [start, end] = t.start === "evening" ? evening(day) : [t.start, t.end];
    const venue = VENUES[cityId][t.venue];
    const capacity = CAPACITY_OVERRIDES[id] ?? rng.pick(t.capacities);
    const fill = typeof t.fill === "function" ? t.fill(day) : t.fill;
    const hosts: HostSpec[] = [];
    if (t.hosts === "speaker")
      hosts.push({ name: cyclic(SPEAKERS, cityIndex * 3 + day + t.nn), role: "Palestrante" });
    if (t.hosts === "facilitator" && rng.chance(0.6))
      hosts.push({ name: rng.pick(FACILITATORS), role: "Facilitador(a)" });
    if (t.hosts === "worship") {
      hosts.push({ name: cyclic(SPEAKERS, cityIndex + day * 2), role: "Pregador(a)" });
      hosts.push({ name: cyclic(MUSIC_GROUPS, cityIndex + day), role: "Louvor" });
    }
    const date = dayDate(day);
    return {
      day,
      fill,
      target: fillTarget(id, fill, capacity),
      hosts,
      row: {
        id,
        title: session.title,
        type: session.type,
        category: session.category ?? CATEGORY[session.type],
        cityId,
        startsAt: recife(date, start),
        endsAt: recife(date, end),
        location: venue.name,
        address: venue.address,
        latitude: venue.latitude,
        longitude: venue.longitude,
        description: session.description,
        ...sessionTranslationColumns(session.title),
        capacity,
        imageUrl: null,
        tags: session.tags.join(","),
        createdAt: recife("2026-08-01", "09:00"),
      },
    };
  });
}

let cached: EventSpec[] | undefined;

/** Every seeded event, in a stable order (city, day, number). */
export function buildEvents(): EventSpec[] {
  if (cached) return cached;
  const out: EventSpec[] = [];
  const cities: CityId[] = [...new Set<CityId>([...SCHEDULE_CITY_IDS, ...STAFF_CITY_IDS])];
  cities.forEach((cityId, cityIndex) => {
    const templates = SCHEDULE_CITY_IDS.includes(cityId) ? SCHEDULE_TEMPLATES : STAFF_ONLY_TEMPLATES;
    for (const day of DAY_NUMBERS) out.push(...buildCityDay(cityId, cityIndex, day, templates));
  });
  cached = out;
  return out;
}

export function eventById(id: string): EventSpec {
  const found = buildEvents().find((e) => e.row.id === id);
  if (!found) throw new Error(`Seed data error: unknown event ${id}`);
  return found;
}

/** Events per schedule city per day (10) and per other staff city per day (4). */
export const EVENTS_PER_DAY = { schedule: SCHEDULE_TEMPLATES.length, staffOnly: STAFF_ONLY_TEMPLATES.length };

export async function seedSchedule(db: Db, stats: WriteStats): Promise<void> {
  const events = buildEvents();
  // enrolledCount is never written here: enrolments.ts recounts it from the Enrolment rows.
  await syncRows(
    stats,
    events.map((e) => e.row),
    "id",
    {
      findExisting: (ids) => db.event.findMany({ where: { id: { in: ids } } }),
      createMany: (data) => db.event.createMany({ data }),
      update: (id, data) => db.event.update({ where: { id }, data }),
    },
  );
  const hosts: WithId<Prisma.EventHostCreateManyInput>[] = events.flatMap((e) =>
    e.hosts.map((h, i) => ({
      id: `${e.row.id}-h${i + 1}`,
      eventId: e.row.id,
      name: h.name,
      role: h.role,
      avatarUrl: null,
      position: i,
    })),
  );
  await syncRows(stats, hosts, "id", {
    findExisting: (ids) => db.eventHost.findMany({ where: { id: { in: ids } } }),
    createMany: (data) => db.eventHost.createMany({ data }),
    update: (id, data) => db.eventHost.update({ where: { id }, data }),
  });
}
