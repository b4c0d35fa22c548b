/**
 * Community: the six topics (spec 001 §3, exact names, colours and starting counts), posts by
 * the named participants, comments, likes on posts/comments/profiles, news comments and likes,
 * contact requests and two reports for the moderation queue.
 *
 * No PostImage rows: an image row must point at an uploaded file, and the seed ships none.
 * Everything is dated before the demo's now (SEED_NOW, a week before the congress) and written
 * as before it (the TBT posts remember past congresses), except the comment and likes on the
 * congress's rain alert, which come with that news item (03/11) and exist only once the seed's
 * clock (`now`) has passed them.
 */
import type {
  ContactKind,
  ContactStatus,
  Prisma,
  ReportReason,
  ReportStatus,
} from "../../lib/server/generated/prisma/client";
import { IMPORTANT_NEWS_ID } from "./news";
import { COMMUNITY_KEYS, fillerId, userId } from "./people";
import {
  type Db,
  type WithId,
  type WriteStats,
  addMinutes,
  createRng,
  hash32,
  happenedBy,
  insertMissing,
  notAfterSeedNow,
  recife,
  SEED_NOW,
  syncRows,
} from "./util";

export const TOPICS = [
  {
    id: "missions",
    name: "Missões",
    color: "blue",
    baseParticipants: 342,
    description:
      "Projetos missionários, experiências de campo e oportunidades para servir no Brasil e no mundo.",
    nameEn: "Missions",
    nameEs: "Misiones",
    descriptionEn:
      "Mission projects, field experiences and opportunities to serve in Brazil and around the world.",
    descriptionEs:
      "Proyectos misioneros, experiencias de campo y oportunidades para servir en Brasil y en el mundo.",
  },
  {
    id: "volunteer",
    name: "Serviço Voluntário",
    color: "green",
    baseParticipants: 128,
    description:
      "Equipes de voluntários do congresso: acolhimento, mídia, saúde, logística e ações solidárias.",
    nameEn: "Volunteer Service",
    nameEs: "Servicio Voluntario",
    descriptionEn: "The congress's volunteer teams: welcome, media, health, logistics and outreach.",
    descriptionEs:
      "Los equipos de voluntarios del congreso: acogida, medios, salud, logística y acciones solidarias.",
  },
  {
    id: "ejc",
    name: "EJC",
    color: "purple",
    baseParticipants: 89,
    description:
      "Para quem já viveu ou quer viver o Encontro de Jovens com Cristo: memórias, reencontros e convites.",
    nameEn: "EJC",
    nameEs: "EJC",
    descriptionEn:
      "For those who have lived, or want to live, the Youth Encounter with Christ (EJC): memories, reunions and invitations.",
    descriptionEs:
      "Para quien ya vivió o quiere vivir el Encuentro de Jóvenes con Cristo (EJC): recuerdos, reencuentros e invitaciones.",
  },
  {
    id: "friendship",
    name: "Amizade",
    color: "pink",
    baseParticipants: 245,
    description:
      "Conheça gente de outras caravanas, combine passeios e encontre companhia para as atividades.",
    nameEn: "Friendship",
    nameEs: "Amistad",
    descriptionEn: "Meet people from other caravans, plan outings and find company for the activities.",
    descriptionEs:
      "Conoce gente de otras caravanas, organiza paseos y encuentra compañía para las actividades.",
  },
  {
    id: "activities",
    name: "O que eu quero fazer lá",
    color: "orange",
    baseParticipants: 167,
    description:
      "Planos, dicas e dúvidas sobre oficinas, esportes, cultos e tudo o que vai rolar no congresso.",
    nameEn: "What I want to do there",
    nameEs: "Lo que quiero hacer allí",
    descriptionEn:
      "Plans, tips and questions about workshops, sports, services and everything happening at the congress.",
    descriptionEs:
      "Planes, consejos y dudas sobre talleres, deportes, cultos y todo lo que pasará en el congreso.",
  },
  {
    id: "tbt",
    name: "TBT",
    color: "indigo",
    baseParticipants: 93,
    description: "Lembranças de congressos e encontros passados — e, depois de novembro, do Together 2026.",
    nameEn: "TBT",
    nameEs: "TBT",
    descriptionEn: "Memories of past congresses and gatherings — and, after November, of Together 2026.",
    descriptionEs:
      "Recuerdos de congresos y encuentros pasados — y, después de noviembre, del Together 2026.",
  },
] as const;

type TopicId = (typeof TOPICS)[number]["id"];

/** [id, author key (or filler number), topic, local date, time, content] */
type PostLiteral = [string, string, TopicId, string, string, string];

export const POSTS: PostLiteral[] = [
  [
    "seed-post-01",
    "rafael",
    "missions",
    "2026-10-22",
    "20:15",
    "Galera, quem aí tem interesse em missões de curta duração? Servi três meses no Amazonas e posso tirar dúvidas sobre preparo, custos e como conciliar com a faculdade. Vou estar no Estande das Missões no segundo dia à tarde!",
  ],
  [
    "seed-post-02",
    "ana-beatriz",
    "missions",
    "2026-10-09",
    "07:40",
    "Alguém vai se inscrever no Projeto Missão Voluntária? Sou enfermeira e estou pensando na frente de saúde. Bora montar um grupo da Paraíba? 🙌",
  ],
  [
    "seed-post-03",
    "sofia",
    "missions",
    "2026-10-24",
    "15:02",
    "Na Argentina temos um projeto com comunidades do norte do país. Adoraria trocar experiências com quem trabalha com missões no Nordeste!",
  ],
  [
    "seed-post-04",
    "thiago",
    "missions",
    "2026-10-25",
    "07:30",
    "Orando por todas as caravanas que pegam a estrada no domingo que vem. Que Deus guarde cada ônibus e cada motorista! 🙏",
  ],
  [
    "seed-post-05",
    "camila",
    "volunteer",
    "2026-10-19",
    "12:10",
    "Precisamos de voluntários para o Espaço Cuidado (acolhimento) em Recife, em turnos de 3 horas. Se você é da área de saúde ou psicologia, comenta aqui que eu te chamo!",
  ],
  [
    "seed-post-06",
    "gabriel",
    "volunteer",
    "2026-10-21",
    "22:45",
    "A equipe de mídia procura quem saiba operar câmera ou mesa de corte para as transmissões. Não precisa ser profissional, a gente ensina!",
  ],
  [
    "seed-post-07",
    "juliana",
    "volunteer",
    "2026-10-23",
    "13:20",
    "Quem quer ajudar na Caravana Solidária? Vamos separar as doações no hall central no segundo dia, depois do almoço. Quanto mais mãos, mais rápido!",
  ],
  [
    "seed-post-08",
    "mateus",
    "volunteer",
    "2026-10-24",
    "18:05",
    "Voluntários de Teresina: reunião de alinhamento no Centro de Convenções, 30 minutos antes do devocional do primeiro dia.",
  ],
  [
    "seed-post-09",
    "lucas",
    "ejc",
    "2026-10-14",
    "19:00",
    "Quem já participou do EJC na sua igreja? Estou organizando o reencontro da turma de Olinda durante o congresso. Chama no comentário!",
  ],
  [
    "seed-post-10",
    "larissa",
    "ejc",
    "2026-10-16",
    "10:25",
    "Fiz meu primeiro EJC este ano e foi transformador. Alguém de Natal que também vai ao congresso?",
  ],
  [
    "seed-post-11",
    "joao-victor",
    "ejc",
    "2026-10-23",
    "23:10",
    "Montei uma playlist com as músicas do último EJC de Maceió. Quem quiser, comenta que eu mando!",
  ],
  [
    "seed-post-12",
    "beatriz",
    "friendship",
    "2026-10-22",
    "16:40",
    "Paulistana perdida no Nordeste procurando amigos para explorar Recife depois das atividades! Quem topa um passeio no Recife Antigo? 😄",
  ],
  [
    "seed-post-13",
    "sofia",
    "friendship",
    "2026-10-24",
    "09:15",
    "¡Hola! Alguém me ajuda a treinar o português? Prometo ensinar espanhol em troca 😅",
  ],
  [
    "seed-post-14",
    "gabriel",
    "friendship",
    "2026-10-25",
    "08:50",
    "Quem vai no ônibus do Terminal de Boa Viagem no domingo, dia 1º, cedinho? Bora combinar de ir juntos.",
  ],
  [
    "seed-post-15",
    "larissa",
    "friendship",
    "2026-10-24",
    "18:30",
    "Quem topa a Tarde de Jogos de Tabuleiro no congresso? Quero conhecer o pessoal de Fortaleza!",
  ],
  [
    "seed-post-16",
    "camila",
    "friendship",
    "2026-10-23",
    "22:05",
    "Lembrete carinhoso para a semana do congresso: cuidem uns dos outros, bebam água e descansem. Amizade também é isso 💙",
  ],
  [
    "seed-post-17",
    "mateus",
    "activities",
    "2026-10-23",
    "17:55",
    "Tô montando um time de futsal de Teresina para o torneio. Faltam dois! Quem joga?",
  ],
  [
    "seed-post-18",
    "maria",
    "activities",
    "2026-10-24",
    "21:12",
    "Primeira vez levando meus filhos para um congresso desse tamanho! Alguma dica de atividades para a família? O Miguel está ansioso pelo torneio de futsal 😄",
  ],
  [
    "seed-post-19",
    "joao-victor",
    "activities",
    "2026-10-25",
    "10:30",
    "Alguém sabe se precisa levar violão próprio para a oficina de Violão para Iniciantes?",
  ],
  [
    "seed-post-20",
    "beatriz",
    "activities",
    "2026-10-24",
    "11:00",
    "Queria muito fazer a oficina de Design Gráfico, mas lotou 😭 Ativei o aviso de vaga, torçam por mim!",
  ],
  [
    "seed-post-21",
    "ana-beatriz",
    "activities",
    "2026-10-20",
    "08:50",
    "O que eu quero fazer lá: cantar no coral, correr os 5 km e passar no Estande das Missões!",
  ],
  [
    "seed-post-22",
    "rafael",
    "tbt",
    "2026-10-22",
    "19:00",
    "#TBT do Culto de Abertura do último congresso. Ainda arrepiado com aquele louvor com milhares de vozes — que venha o dia 1º!",
  ],
  [
    "seed-post-23",
    "maria",
    "tbt",
    "2026-10-22",
    "20:30",
    "TBT da Aninha e do Miguel no Parque da Jaqueira, no encontro de jovens do ano passado. Este ano eles vão comigo ao congresso!",
  ],
  [
    "seed-post-24",
    "juliana",
    "tbt",
    "2026-10-15",
    "12:45",
    "#TBT da Feira das Caravanas do último congresso. Quem mais comeu tapioca demais? 😂",
  ],
  [
    "seed-post-25",
    "thiago",
    "tbt",
    "2026-10-22",
    "21:10",
    "TBT do meu primeiro congresso, em 2012. Hoje vejo meus jovens vivendo o mesmo. Que privilégio!",
  ],
  // Reported as spam (open report in the moderation queue).
  [
    "seed-post-26",
    "#7",
    "friendship",
    "2026-10-24",
    "03:12",
    "Vendo kit de camisetas e canecas do congresso, preço imperdível!!! Chama no privado, só hoje, últimas unidades!!!",
  ],
];

/** The main participant's post that got a comment and a like (notifications). */
export const MAIN_PARTICIPANT_POST = "seed-post-18";

/** [id, post id, author key, minutes after the post, content] */
type CommentLiteral = [string, string, string, number, string];

export const COMMENTS: CommentLiteral[] = [
  [
    "seed-comment-01",
    "seed-post-01",
    "ana-beatriz",
    35,
    "Eu! Quero saber como foi a adaptação nos barcos-hospital.",
  ],
  ["seed-comment-02", "seed-post-01", "sofia", 120, "Vou passar no estande com certeza!"],
  ["seed-comment-03", "seed-post-01", "larissa", 300, "Dá para ir com 18 anos?"],
  [
    "seed-comment-04",
    "seed-post-01",
    "rafael",
    320,
    "Dá sim, Lari! A partir de 16 com autorização dos pais.",
  ],
  ["seed-comment-05", "seed-post-02", "camila", 60, "Conta comigo para a frente de saúde!"],
  [
    "seed-comment-06",
    "seed-post-02",
    "rafael",
    240,
    "Que demais! A frente de saúde precisa muito de enfermeiros.",
  ],
  ["seed-comment-07", "seed-post-03", "rafael", 90, "Bora trocar figurinhas! Te procuro no estande."],
  ["seed-comment-08", "seed-post-04", "maria", 15, "Amém! Nossa caravana sai às 6h15."],
  ["seed-comment-09", "seed-post-04", "mateus", 40, "Amém! Teresina de malas prontas 🚌"],
  ["seed-comment-10", "seed-post-05", "ana-beatriz", 25, "Sou enfermeira, posso ajudar no turno da manhã."],
  ["seed-comment-11", "seed-post-05", "thiago", 300, "Que iniciativa importante. Orando pela equipe!"],
  ["seed-comment-12", "seed-post-06", "joao-victor", 50, "Sei mexer em mesa de som, serve?"],
  ["seed-comment-13", "seed-post-06", "gabriel", 70, "Serve demais! Te chamo no privado."],
  ["seed-comment-14", "seed-post-07", "sofia", 30, "Pode contar comigo!"],
  ["seed-comment-15", "seed-post-09", "maria", 45, "Fiz EJC em 2010! Que saudade."],
  ["seed-comment-16", "seed-post-09", "camila", 180, "Conta comigo no reencontro!"],
  ["seed-comment-17", "seed-post-10", "juliana", 90, "O meu também foi este ano! Bem-vinda, Lari."],
  ["seed-comment-18", "seed-post-11", "larissa", 20, "Manda! Amo as músicas do EJC."],
  ["seed-comment-19", "seed-post-12", "sofia", 40, "Eu topo! Também não conheço Recife."],
  ["seed-comment-20", "seed-post-12", "gabriel", 75, "Sou daqui, posso guiar vocês no Recife Antigo!"],
  ["seed-comment-21", "seed-post-12", "beatriz", 90, "Combinado, Gabi! Depois do culto de segunda?"],
  ["seed-comment-22", "seed-post-13", "joao-victor", 60, "Bora! Meu espanhol é péssimo 😂"],
  ["seed-comment-23", "seed-post-13", "beatriz", 130, "Posso ajudar também, Sofi!"],
  ["seed-comment-24", "seed-post-14", "lucas", 30, "Eu vou no de Boa Viagem!"],
  ["seed-comment-25", "seed-post-16", "maria", 20, "Obrigada pelo cuidado, Cami 💙"],
  ["seed-comment-26", "seed-post-17", "lucas", 45, "Se faltar goleiro, eu jogo!"],
  [
    "seed-comment-27",
    "seed-post-17",
    "joao-victor",
    200,
    "Sou de Maceió, mas se precisar completo o time 😄",
  ],
  // Gabriel's comment on the main participant's post → her "postComment" notification.
  [
    "seed-comment-28",
    MAIN_PARTICIPANT_POST,
    "gabriel",
    38,
    "A Gincana Esportiva é ótima para a família toda! E o Piquenique das Caravanas também.",
  ],
  [
    "seed-comment-29",
    MAIN_PARTICIPANT_POST,
    "camila",
    95,
    "O Ensaio Aberto do Coral Jovem aceita crianças acompanhadas. A Aninha vai amar!",
  ],
  ["seed-comment-30", "seed-post-19", "mateus", 25, "Tem violões lá, mas se tiver o seu, leva!"],
  [
    "seed-comment-31",
    "seed-post-20",
    "maria",
    60,
    "Torcendo! Eu consegui vaga numa oficina depois do aviso.",
  ],
  ["seed-comment-32", "seed-post-21", "beatriz", 50, "Corre comigo nos 5 km!"],
  [
    "seed-comment-33",
    "seed-post-22",
    "ana-beatriz",
    30,
    "Inesquecível! Ainda escuto aquelas músicas todos os dias.",
  ],
  ["seed-comment-34", "seed-post-22", "sofia", 120, "¡Qué noche! Saudade."],
  ["seed-comment-35", "seed-post-23", "rafael", 45, "Que família linda! Nos vemos no congresso."],
  ["seed-comment-36", "seed-post-24", "mateus", 15, "Eu! Três tapiocas por dia 😂"],
  // Reported for offensive language; staff dismissed the report.
  [
    "seed-comment-37",
    "seed-post-24",
    "#12",
    40,
    "Tapioca boa mesmo é a daqui de Recife, o resto é café com leite kkkk",
  ],
  ["seed-comment-38", "seed-post-25", "lucas", 60, "Que legado, pastor!"],
];

/** Likes explicitly wanted (the rest are generated): [post id, user key]. */
const FIXED_POST_LIKES: [string, string][] = [
  // Ana Beatriz liked the main participant's post → her "postLike" notification.
  [MAIN_PARTICIPANT_POST, "ana-beatriz"],
  ["seed-post-01", "maria"],
  ["seed-post-22", "maria"],
];

/** Profile likes: [profile key, liker key]. */
const PROFILE_LIKES: [string, string][] = [
  ["maria", "camila"],
  ["maria", "gabriel"],
  ["maria", "ana-beatriz"],
  ["maria", "lucas"],
  ["rafael", "maria"],
  ["rafael", "sofia"],
  ["rafael", "ana-beatriz"],
  ["rafael", "larissa"],
  ["rafael", "mateus"],
  ["camila", "maria"],
  ["camila", "beatriz"],
  ["sofia", "beatriz"],
  ["sofia", "joao-victor"],
  ["gabriel", "beatriz"],
  ["thiago", "lucas"],
];

/** [id, requester key, target key, kind, status, local date, time] */
type ContactLiteral = [string, string, string, ContactKind, ContactStatus, string, string];

export const CONTACT_REQUESTS: ContactLiteral[] = [
  // Pending: the main participant sees it in her notifications with approve/reject.
  ["seed-contact-lucas-maria", "lucas", "maria", "whatsapp", "PENDING", "2026-10-25", "09:40"],
  ["seed-contact-maria-rafael", "maria", "rafael", "instagram", "APPROVED", "2026-10-23", "10:00"],
  ["seed-contact-beatriz-gabriel", "beatriz", "gabriel", "whatsapp", "APPROVED", "2026-10-22", "18:00"],
  ["seed-contact-joao-victor-sofia", "joao-victor", "sofia", "instagram", "REJECTED", "2026-10-24", "09:00"],
];
export const PENDING_CONTACT_REQUEST_ID = "seed-contact-lucas-maria";

/** [id, reporter key, post id | null, comment id | null, reason, observations, status] */
type ReportLiteral = [string, string, string | null, string | null, ReportReason, string, ReportStatus];

const REPORTS: ReportLiteral[] = [
  [
    "seed-report-01",
    "camila",
    "seed-post-26",
    null,
    "spam",
    "Venda de produtos não oficiais, mensagem repetida em vários tópicos.",
    "OPEN",
  ],
  [
    "seed-report-02",
    "juliana",
    null,
    "seed-comment-37",
    "offense",
    "Achei desrespeitoso com quem é de outras cidades.",
    "DISMISSED",
  ],
];

/** [news id, user key, minutes after publishing, content] */
const NEWS_COMMENTS: [string, string, number, string][] = [
  ["missao-voluntaria-200-vagas", "ana-beatriz", 45, "Já estou me preparando para a frente de saúde!"],
  ["missao-voluntaria-200-vagas", "rafael", 180, "Experiência que muda a vida. Recomendo muito!"],
  ["bem-vindos-together-2026", "sofia", 240, "¡Qué emoción! Contando os dias."],
  [IMPORTANT_NEWS_ID, "maria", 50, "Obrigada pelo aviso! Vamos de capa de chuva."],
];

const NEWS_LIKES: [string, string[]][] = [
  ["bem-vindos-together-2026", ["maria", "gabriel", "sofia", "beatriz", "rafael", "larissa"]],
  ["missao-voluntaria-200-vagas", ["ana-beatriz", "rafael", "camila", "sofia"]],
  ["programacao-completa-disponivel", ["maria", "mateus", "lucas"]],
  ["credenciamento-e-qr-code", ["camila", "juliana"]],
  [IMPORTANT_NEWS_ID, ["maria", "lucas", "camila"]],
];

// ───────────── Rows ─────────────

/** "maria" → seed-user-maria; "#7" → filler seed-user-0007. */
function uid(key: string): string {
  return key.startsWith("#") ? fillerId(Number(key.slice(1))) : userId(key);
}

function postDate(postId: string): Date {
  const p = POSTS.find((x) => x[0] === postId);
  if (!p) throw new Error(`Seed data error: unknown post ${postId}`);
  return recife(p[3], p[4]);
}

/**
 * A reaction some minutes after a news item: before the demo's now for news published by then; the
 * congress's own news (published in its days) keeps its reactions with it.
 */
function afterNews(publishedAt: Date, minutes: number): Date {
  const at = addMinutes(publishedAt, minutes);
  return publishedAt > SEED_NOW ? at : notAfterSeedNow(at);
}

export function communityRows(newsPublishedAt: (id: string) => Date, now: Date = SEED_NOW) {
  const posts: (WithId<Prisma.PostCreateManyInput> & { createdAt: Date })[] = POSTS.map(
    ([id, author, topicId, date, time, content]) => ({
      id,
      authorId: uid(author),
      topicId,
      content,
      hiddenAt: null,
      createdAt: recife(date, time),
    }),
  );

  const comments: (WithId<Prisma.PostCommentCreateManyInput> & { createdAt: Date })[] = COMMENTS.map(
    ([id, postId, author, after, content]) => ({
      id,
      postId,
      authorId: uid(author),
      content,
      hiddenAt: null,
      createdAt: addMinutes(postDate(postId), after),
    }),
  );

  // Post likes: the fixed ones plus a deterministic crowd of named participants and fillers.
  const postLikes: WithId<Prisma.PostLikeCreateManyInput>[] = [];
  const seen = new Set<string>();
  const addPostLike = (postId: string, userKey: string, at: Date) => {
    const u = uid(userKey);
    const k = `${postId}|${u}`;
    const author = posts.find((p) => p.id === postId)!.authorId;
    if (seen.has(k) || u === author) return;
    seen.add(k);
    postLikes.push({
      id: `seed-like-${postId.slice("seed-post-".length)}-${userKey.replace("#", "f")}`,
      postId,
      userId: u,
      createdAt: notAfterSeedNow(at),
    });
  };
  for (const [postId, key] of FIXED_POST_LIKES) addPostLike(postId, key, addMinutes(postDate(postId), 52));
  for (const p of posts) {
    if (p.id === "seed-post-26") continue; // nobody likes the spam
    const rng = createRng(hash32(`likes:${p.id}`));
    for (const key of COMMUNITY_KEYS)
      if (rng.chance(0.35)) addPostLike(p.id, key, addMinutes(p.createdAt, rng.int(5, 600)));
    const crowd = rng.int(3, 30);
    for (let i = 0; i < crowd; i++)
      addPostLike(p.id, `#${rng.int(1, 400)}`, addMinutes(p.createdAt, rng.int(5, 1440)));
  }

  const commentLikes: WithId<Prisma.CommentLikeCreateManyInput>[] = [];
  for (const c of comments) {
    const rng = createRng(hash32(`clikes:${c.id}`));
    const likers = COMMUNITY_KEYS.filter((k) => uid(k) !== c.authorId && rng.chance(0.2));
    for (const key of likers) {
      commentLikes.push({
        id: `seed-clike-${c.id.slice("seed-comment-".length)}-${key}`,
        commentId: c.id,
        userId: uid(key),
        createdAt: notAfterSeedNow(addMinutes(c.createdAt, rng.int(3, 300))),
      });
    }
  }

  const profileLikes: WithId<Prisma.ProfileLikeCreateManyInput>[] = PROFILE_LIKES.map(
    ([profile, liker], i) => ({
      id: `seed-plike-${profile}-${liker}`,
      profileUserId: uid(profile),
      userId: uid(liker),
      createdAt: addMinutes(recife("2026-10-20", "12:00"), i * 347),
    }),
  );

  const contactRequests: WithId<Prisma.ContactRequestCreateManyInput>[] = CONTACT_REQUESTS.map(
    ([id, from, to, kind, status, date, time]) => ({
      id,
      requesterId: uid(from),
      targetId: uid(to),
      kind,
      status,
      createdAt: recife(date, time),
      decidedAt: status === "PENDING" ? null : addMinutes(recife(date, time), 95),
    }),
  );

  const reports: WithId<Prisma.ReportCreateManyInput>[] = REPORTS.map(
    ([id, reporter, postId, commentId, reason, observations, status]) => {
      const createdAt = addMinutes(
        postId ? postDate(postId) : comments.find((c) => c.id === commentId)!.createdAt,
        70,
      );
      return {
        id,
        reporterId: uid(reporter),
        contentType: postId ? "post" : "comment",
        postId,
        commentId,
        reason,
        observations,
        status,
        resolvedById: null, // set to the staff account in seedCommunity
        resolvedAt: status === "OPEN" ? null : addMinutes(createdAt, 600),
        createdAt,
      };
    },
  );

  const newsComments: WithId<Prisma.NewsCommentCreateManyInput>[] = NEWS_COMMENTS.map(
    ([newsId, key, after, content], i) => ({
      id: `seed-ncomment-${String(i + 1).padStart(2, "0")}`,
      newsId,
      userId: uid(key),
      content,
      createdAt: afterNews(newsPublishedAt(newsId), after),
    }),
  );

  const newsLikes: WithId<Prisma.NewsLikeCreateManyInput>[] = NEWS_LIKES.flatMap(([newsId, keys]) =>
    keys.map((key, i) => ({
      id: `seed-nlike-${newsId}-${key}`,
      newsId,
      userId: uid(key),
      createdAt: afterNews(newsPublishedAt(newsId), 20 + i * 37),
    })),
  );

  return {
    posts,
    comments,
    postLikes,
    commentLikes,
    profileLikes,
    contactRequests,
    reports,
    newsComments: happenedBy(newsComments, now, (c) => new Date(c.createdAt!)),
    newsLikes: happenedBy(newsLikes, now, (l) => new Date(l.createdAt!)),
  };
}

export async function seedTopics(db: Db, stats: WriteStats): Promise<void> {
  await syncRows(
    stats,
    TOPICS.map((t, i) => ({ ...t, position: i + 1 })),
    "id",
    {
      findExisting: (ids) => db.topic.findMany({ where: { id: { in: ids } } }),
      createMany: (data) => db.topic.createMany({ data }),
      update: (id, data) => db.topic.update({ where: { id }, data }),
    },
  );
}

export async function seedCommunity(
  db: Db,
  stats: WriteStats,
  staffId: string,
  newsPublishedAt: (id: string) => Date,
  now: Date,
): Promise<void> {
  const rows = communityRows(newsPublishedAt, now);
  const byId = (list: string[]) => ({ where: { id: { in: list } }, select: { id: true } }) as const;

  await insertMissing(stats, rows.posts, {
    findExistingIds: (l) => db.post.findMany(byId(l)),
    createMany: (data) => db.post.createMany({ data }),
  });
  await insertMissing(stats, rows.comments, {
    findExistingIds: (l) => db.postComment.findMany(byId(l)),
    createMany: (data) => db.postComment.createMany({ data }),
  });
  await insertMissing(stats, rows.postLikes, {
    findExistingIds: (l) => db.postLike.findMany(byId(l)),
    createMany: (data) => db.postLike.createMany({ data }),
    uniqueKeys: (l) => [`${l.postId}|${l.userId}`],
    existingKeys: async (ls) =>
      (
        await db.postLike.findMany({
          where: { postId: { in: [...new Set(ls.map((l) => l.postId))] } },
          select: { postId: true, userId: true },
        })
      ).map((l) => `${l.postId}|${l.userId}`),
  });
  await insertMissing(stats, rows.commentLikes, {
    findExistingIds: (l) => db.commentLike.findMany(byId(l)),
    createMany: (data) => db.commentLike.createMany({ data }),
    uniqueKeys: (l) => [`${l.commentId}|${l.userId}`],
    existingKeys: async (ls) =>
      (
        await db.commentLike.findMany({
          where: { commentId: { in: [...new Set(ls.map((l) => l.commentId))] } },
          select: { commentId: true, userId: true },
        })
      ).map((l) => `${l.commentId}|${l.userId}`),
  });
  await insertMissing(stats, rows.profileLikes, {
    findExistingIds: (l) => db.profileLike.findMany(byId(l)),
    createMany: (data) => db.profileLike.createMany({ data }),
    uniqueKeys: (l) => [`${l.profileUserId}|${l.userId}`],
    existingKeys: async (ls) =>
      (
        await db.profileLike.findMany({
          where: { profileUserId: { in: [...new Set(ls.map((l) => l.profileUserId))] } },
          select: { profileUserId: true, userId: true },
        })
      ).map((l) => `${l.profileUserId}|${l.userId}`),
  });
  await insertMissing(stats, rows.contactRequests, {
    findExistingIds: (l) => db.contactRequest.findMany(byId(l)),
    createMany: (data) => db.contactRequest.createMany({ data }),
    uniqueKeys: (c) => [`${c.requesterId}|${c.targetId}|${c.kind}`],
    existingKeys: async (cs) =>
      (
        await db.contactRequest.findMany({
          where: { requesterId: { in: [...new Set(cs.map((c) => c.requesterId))] } },
          select: { requesterId: true, targetId: true, kind: true },
        })
      ).map((c) => `${c.requesterId}|${c.targetId}|${c.kind}`),
  });
  await insertMissing(
    stats,
    rows.reports.map((r) => ({ ...r, resolvedById: r.status === "OPEN" ? null : staffId })),
    {
      findExistingIds: (l) => db.report.findMany(byId(l)),
      createMany: (data) => db.report.createMany({ data }),
    },
  );
  await insertMissing(stats, rows.newsComments, {
    findExistingIds: (l) => db.newsComment.findMany(byId(l)),
    createMany: (data) => db.newsComment.createMany({ data }),
  });
  await insertMissing(stats, rows.newsLikes, {
    findExistingIds: (l) => db.newsLike.findMany(byId(l)),
    createMany: (data) => db.newsLike.createMany({ data }),
    uniqueKeys: (l) => [`${l.newsId}|${l.userId}`],
    existingKeys: async (ls) =>
      (
        await db.newsLike.findMany({
          where: { newsId: { in: [...new Set(ls.map((l) => l.newsId))] } },
          select: { newsId: true, userId: true },
        })
      ).map((l) => `${l.newsId}|${l.userId}`),
  });
}
