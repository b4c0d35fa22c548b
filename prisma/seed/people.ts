/**
 * People: the named sample participants (full profiles, used by the demo and the tests),
 * the main participant's dependents, the filler participants that make events look busy,
 * their orders/payments/tickets/terms acceptances, and the check-in staff account.
 *
 * Phone ranges (all fictitious):
 *  - named participants: +55 DDD 99999-00NN (main participant +5581999990001)
 *  - fillers: +55 81 99000-NNNN (seed-user-0001 → +5581990000001)
 *  - dependents have no phone (null), as the schema allows only for them.
 */
import bcrypt from "bcryptjs";
import type { MaritalStatus, PaymentMethod, Plan, Prisma } from "../../lib/server/generated/prisma/client";
import { type CityId, city } from "./cities";
import { PAYMENT_TERMS, currentLegalVersion } from "./legal";
import { orderAmountCents } from "./prices";
import {
  type Db,
  MEMBER_CODE_PATTERN,
  type WithId,
  type WriteStats,
  addMinutes,
  cpfForSeed,
  createRng,
  hash32,
  insertMissing,
  memberCodeFor,
  recife,
} from "./util";
import { PROFILE_COLORS } from "../../lib/validations/limits";

/** Origin rule (spec 000 §5): union and association follow country and state. */
export function originFor(country: string, state: string): { union: string; association: string } {
  if (country === "Brasil") {
    if (state === "SP") return { union: "União Central Brasileira", association: "Associação Paulista" };
    if (state === "PR") return { union: "União Sul Brasileira", association: "Associação Sul Paranaense" };
    return { union: "União Central Brasileira", association: "Associação Regional" };
  }
  return { union: "União Regional", association: "Associação Local" };
}

// ───────────── Staff ─────────────

/** Dev-only check-in login (second factor goes to the dev outbox). */
export const STAFF_CREDENTIALS = { username: "staff", password: "together2026" } as const;
export const STAFF_ID = "seed-staff-checkin";
const STAFF = { id: STAFF_ID, name: "Equipe Check-in", phone: "+5581988880000" };

// ───────────── Named participants ─────────────

export interface Ticketing {
  plan: Plan;
  days: number[];
  method: PaymentMethod;
  paidAt: Date;
  cardBrand?: "visa" | "mastercard";
  cardLast4?: string;
}

export interface PersonSpec {
  key: string;
  fullName: string;
  nickname: string;
  phone: string | null;
  birthDate: string;
  email: string | null;
  nationality: string;
  documentNumber?: string;
  country: string;
  state: string;
  city: string;
  bio: string;
  instagram: string | null;
  maritalStatus: MaritalStatus | null;
  profileColor: (typeof PROFILE_COLORS)[number];
  isMissionary?: boolean;
  memberCode?: string;
  createdAt: Date;
  ticket?: Ticketing;
  guardianKey?: string;
  relationship?: string;
}

export function userId(key: string): string {
  return `seed-user-${key}`;
}

export const MAIN_PARTICIPANT = {
  id: userId("maria"),
  phone: "+5581999990001",
  memberCode: "T26-8F3K2Q",
  name: "Maria Eduarda Santos",
} as const;
export const COMMUNITY_MEMBER = { id: userId("gabriel"), phone: "+5581999990002" } as const;
export const TICKET_HOLDER = { id: userId("lucas"), phone: "+5581999990003" } as const;
export const DEPENDENT_IDS = [userId("ana-clara"), userId("miguel")] as const;

/** The people the demo and the tests talk about. Ages are as of November 2026. */
export const PEOPLE: PersonSpec[] = [
  {
    key: "maria",
    fullName: "Maria Eduarda Santos",
    nickname: "Duda",
    phone: MAIN_PARTICIPANT.phone,
    birthDate: "1992-05-20",
    email: "duda.santos@example.com",
    nationality: "Brasil",
    country: "Brasil",
    state: "PE",
    city: "Recife",
    bio: "Mãe da Aninha e do Miguel, apaixonada por missões e por um bom café. Sirvo no ministério infantil da minha igreja em Casa Amarela.",
    instagram: "duda.santos",
    maritalStatus: "casado",
    profileColor: "pink",
    memberCode: MAIN_PARTICIPANT.memberCode,
    createdAt: recife("2026-06-12", "19:40"),
    ticket: {
      plan: "congressista",
      days: [1, 2, 3, 4],
      method: "PIX",
      paidAt: recife("2026-06-12", "19:52"),
    },
  },
  {
    key: "ana-clara",
    fullName: "Ana Clara Santos",
    nickname: "Aninha",
    phone: null,
    birthDate: "2016-03-12",
    email: null,
    nationality: "Brasil",
    country: "Brasil",
    state: "PE",
    city: "Recife",
    bio: "",
    instagram: null,
    maritalStatus: null,
    profileColor: "purple",
    createdAt: recife("2026-06-12", "20:05"),
    guardianKey: "maria",
    relationship: "Filha",
    ticket: {
      plan: "congressista",
      days: [1, 2, 3, 4],
      method: "PIX",
      paidAt: recife("2026-06-12", "20:11"),
    },
  },
  {
    key: "miguel",
    fullName: "Miguel Santos",
    nickname: "Miguel",
    phone: null,
    birthDate: "2012-07-25",
    email: null,
    nationality: "Brasil",
    country: "Brasil",
    state: "PE",
    city: "Recife",
    bio: "",
    instagram: null,
    maritalStatus: null,
    profileColor: "green",
    createdAt: recife("2026-06-12", "20:14"),
    guardianKey: "maria",
    relationship: "Filho",
    ticket: {
      plan: "congressista",
      days: [1, 2, 3, 4],
      method: "PIX",
      paidAt: recife("2026-06-12", "20:19"),
    },
  },
  {
    key: "gabriel",
    fullName: "Gabriel Almeida",
    nickname: "Gabi",
    phone: COMMUNITY_MEMBER.phone,
    birthDate: "2001-09-03",
    email: "gabriel.almeida@example.com",
    nationality: "Brasil",
    country: "Brasil",
    state: "PE",
    city: "Jaboatão dos Guararapes",
    bio: "Estudante de Engenharia, baterista e voluntário da equipe de mídia. Ainda decidindo se vou ao congresso — mas já estou na comunidade!",
    instagram: "gabi.almeida",
    maritalStatus: "solteiro",
    profileColor: "blue",
    createdAt: recife("2026-08-03", "21:10"),
  },
  {
    key: "lucas",
    fullName: "Lucas Ferreira",
    nickname: "Lucas",
    phone: TICKET_HOLDER.phone,
    birthDate: "1999-11-30",
    email: "lucas.ferreira@example.com",
    nationality: "Brasil",
    country: "Brasil",
    state: "PE",
    city: "Olinda",
    bio: "Professor de História e líder de pequeno grupo. Vou nos dois primeiros dias com a caravana de Olinda.",
    instagram: "lucasferreira.hist",
    maritalStatus: "namorando",
    profileColor: "teal",
    createdAt: recife("2026-07-20", "12:30"),
    ticket: {
      plan: "nao_congressista",
      days: [1, 2],
      method: "CARD",
      cardBrand: "visa",
      cardLast4: "4242",
      paidAt: recife("2026-07-20", "12:41"),
    },
  },
  {
    key: "ana-beatriz",
    fullName: "Ana Beatriz Lima",
    nickname: "Bia Lima",
    phone: "+5583999990004",
    birthDate: "2003-02-14",
    email: "anabeatriz.lima@example.com",
    nationality: "Brasil",
    country: "Brasil",
    state: "PB",
    city: "João Pessoa",
    bio: "Enfermeira recém-formada, canto no coral jovem e sonho em servir num projeto de saúde na África.",
    instagram: "bia.lima.enf",
    maritalStatus: "namorando",
    profileColor: "purple",
    createdAt: recife("2026-05-18", "08:15"),
    ticket: {
      plan: "congressista",
      days: [1, 2, 3, 4],
      method: "PIX",
      paidAt: recife("2026-05-18", "08:24"),
    },
  },
  {
    key: "rafael",
    fullName: "Rafael Souza Oliveira",
    nickname: "Rafa",
    phone: "+5585999990005",
    birthDate: "1999-04-08",
    email: "rafa.oliveira@example.com",
    nationality: "Brasil",
    country: "Brasil",
    state: "CE",
    city: "Fortaleza",
    bio: "Missionário voluntário há três anos, servi em comunidades ribeirinhas do Amazonas e agora me preparo para Moçambique. Pergunte-me sobre missões!",
    instagram: "rafa.missoes",
    maritalStatus: "casado",
    profileColor: "green",
    isMissionary: true,
    createdAt: recife("2026-05-02", "10:00"),
    ticket: {
      plan: "congressista",
      days: [1, 2, 3, 4],
      method: "CARD",
      cardBrand: "mastercard",
      cardLast4: "5100",
      paidAt: recife("2026-05-02", "10:07"),
    },
  },
  {
    key: "juliana",
    fullName: "Juliana Carvalho",
    nickname: "Ju",
    phone: "+5571999990006",
    birthDate: "2007-01-22",
    email: "ju.carvalho@example.com",
    nationality: "Brasil",
    country: "Brasil",
    state: "BA",
    city: "Salvador",
    bio: "Primeiro ano de Direito, amo teatro e sou a pessoa que organiza o lanche da caravana.",
    instagram: "ju.carvalho",
    maritalStatus: "solteiro",
    profileColor: "orange",
    createdAt: recife("2026-07-01", "16:45"),
    ticket: { plan: "nao_congressista", days: [2, 3], method: "PIX", paidAt: recife("2026-07-01", "16:58") },
  },
  {
    key: "mateus",
    fullName: "Mateus Ribeiro",
    nickname: "Teteu",
    phone: "+5586999990007",
    birthDate: "2005-06-17",
    email: "mateus.ribeiro@example.com",
    nationality: "Brasil",
    country: "Brasil",
    state: "PI",
    city: "Teresina",
    bio: "Jogador de futsal nas horas vagas e estudante de Educação Física. Bora montar um time da caravana de Teresina?",
    instagram: "teteu.ribeiro",
    maritalStatus: "solteiro",
    profileColor: "teal",
    createdAt: recife("2026-06-25", "18:20"),
    ticket: {
      plan: "congressista",
      days: [1, 2, 3, 4],
      method: "PIX",
      paidAt: recife("2026-06-25", "18:31"),
    },
  },
  {
    key: "beatriz",
    fullName: "Beatriz Nunes",
    nickname: "Bia",
    phone: "+5511999990008",
    birthDate: "2001-10-05",
    email: "beatriz.nunes@example.com",
    nationality: "Brasil",
    country: "Brasil",
    state: "SP",
    city: "São Paulo",
    bio: "Designer, paulistana e vindo pela primeira vez ao Nordeste para o congresso. Aceito dicas de praia e de tapioca!",
    instagram: "bianunes.design",
    maritalStatus: "namorando",
    profileColor: "cyan",
    createdAt: recife("2026-06-02", "14:05"),
    ticket: {
      plan: "congressista",
      days: [1, 2, 3, 4],
      method: "CARD",
      cardBrand: "visa",
      cardLast4: "1881",
      paidAt: recife("2026-06-02", "14:12"),
    },
  },
  {
    key: "thiago",
    fullName: "Thiago Martins",
    nickname: "Thiago",
    phone: "+5541999990009",
    birthDate: "1996-12-11",
    email: "thiago.martins@example.com",
    nationality: "Brasil",
    country: "Brasil",
    state: "PR",
    city: "Curitiba",
    bio: "Pastor de jovens em Curitiba, casado com a Paula. Acompanhando o congresso de longe pela comunidade.",
    instagram: "pr.thiagomartins",
    maritalStatus: "casado",
    profileColor: "indigo",
    createdAt: recife("2026-08-20", "20:00"),
  },
  {
    key: "sofia",
    fullName: "Sofía González",
    nickname: "Sofi",
    phone: "+5491123450010",
    birthDate: "2002-08-19",
    email: "sofia.gonzalez@example.com",
    nationality: "Argentina",
    documentNumber: "DNI 40.123.456",
    country: "Argentina",
    state: "Buenos Aires",
    city: "Buenos Aires",
    bio: "Argentina, estudante de Letras e aprendendo português para servir no Brasil. ¡Hola, Recife!",
    instagram: "sofi.gonzalez",
    maritalStatus: "solteiro",
    profileColor: "yellow",
    createdAt: recife("2026-07-14", "11:30"),
    ticket: {
      plan: "congressista",
      days: [1, 2, 3, 4],
      method: "CARD",
      cardBrand: "mastercard",
      cardLast4: "2227",
      paidAt: recife("2026-07-14", "11:39"),
    },
  },
  {
    key: "larissa",
    fullName: "Larissa Melo",
    nickname: "Lari",
    phone: "+5584999990011",
    birthDate: "2008-03-03",
    email: "larissa.melo@example.com",
    nationality: "Brasil",
    country: "Brasil",
    state: "RN",
    city: "Natal",
    bio: "Acabei de fazer 18! Primeira vez num congresso desse tamanho. Gosto de fotografia e de música.",
    instagram: "lari.melo",
    maritalStatus: "solteiro",
    profileColor: "red",
    createdAt: recife("2026-09-10", "09:50"),
    ticket: { plan: "nao_congressista", days: [1], method: "PIX", paidAt: recife("2026-09-10", "10:02") },
  },
  {
    key: "joao-victor",
    fullName: "João Victor Araújo",
    nickname: "JV",
    phone: "+5582999990012",
    birthDate: "2004-05-27",
    email: "jv.araujo@example.com",
    nationality: "Brasil",
    country: "Brasil",
    state: "AL",
    city: "Maceió",
    bio: "Violonista, estudante de Música e sempre com uma playlist nova de louvor para indicar.",
    instagram: "jv.araujo",
    maritalStatus: "solteiro",
    profileColor: "lime",
    createdAt: recife("2026-08-28", "22:15"),
  },
  {
    key: "camila",
    fullName: "Camila Freitas",
    nickname: "Cami",
    phone: "+5581999990013",
    birthDate: "1992-12-01",
    email: "camila.freitas@example.com",
    nationality: "Brasil",
    country: "Brasil",
    state: "PE",
    city: "Recife",
    bio: "Psicóloga, voluntária no acolhimento do congresso. Se precisar conversar, me procure no Espaço Cuidado.",
    instagram: "camila.freitas.psi",
    maritalStatus: "divorciado",
    profileColor: "slate",
    createdAt: recife("2026-05-25", "17:00"),
    ticket: {
      plan: "congressista",
      days: [1, 2, 3, 4],
      method: "PIX",
      paidAt: recife("2026-05-25", "17:06"),
    },
  },
];

export function person(key: string): PersonSpec {
  const found = PEOPLE.find((p) => p.key === key);
  if (!found) throw new Error(`Seed data error: unknown person ${key}`);
  return found;
}

/** Adults with a phone and a community profile (everyone but the dependents). */
export const COMMUNITY_KEYS = PEOPLE.filter((p) => !p.guardianKey).map((p) => p.key);

// ───────────── Fillers ─────────────

/**
 * Filler participants per city. They exist so events can look full (enrolledCount must equal
 * the number of Enrolment rows), so each city's pool must cover its busiest time slot
 * (a full 50-seat workshop plus its sibling event). See enrolments.ts.
 */
export const FILLERS_PER_CITY: Record<CityId, number> = {
  recife: 160,
  fortaleza: 110,
  "joao-pessoa": 110,
  teresina: 90,
  "rio-branco": 70,
  salvador: 50,
  maceio: 50,
  aracaju: 50,
  natal: 50,
  "sao-luis": 50,
};

const FIRST_NAMES_F = [
  "Ana",
  "Beatriz",
  "Camila",
  "Daniela",
  "Eduarda",
  "Fernanda",
  "Gabriela",
  "Helena",
  "Isabela",
  "Júlia",
  "Karina",
  "Letícia",
  "Mariana",
  "Natália",
  "Priscila",
  "Rebeca",
  "Sara",
  "Tainá",
  "Vitória",
  "Yasmin",
  "Lorena",
  "Alice",
  "Clara",
  "Lívia",
  "Raquel",
];
const FIRST_NAMES_M = [
  "André",
  "Bruno",
  "Caio",
  "Davi",
  "Elias",
  "Felipe",
  "Guilherme",
  "Henrique",
  "Igor",
  "João",
  "Kaique",
  "Leonardo",
  "Marcos",
  "Nicolas",
  "Otávio",
  "Paulo",
  "Renan",
  "Samuel",
  "Tiago",
  "Vinícius",
  "Wesley",
  "Arthur",
  "Heitor",
  "Levi",
  "Enzo",
];
const SURNAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Lima",
  "Pereira",
  "Costa",
  "Rodrigues",
  "Almeida",
  "Nascimento",
  "Araújo",
  "Barbosa",
  "Cavalcanti",
  "Monteiro",
  "Moura",
  "Freitas",
  "Rocha",
  "Vasconcelos",
  "Teixeira",
  "Albuquerque",
  "Batista",
  "Gomes",
  "Macedo",
  "Bezerra",
  "Lins",
];
const MARITAL: MaritalStatus[] = ["solteiro", "solteiro", "solteiro", "namorando", "namorando", "casado"];

export interface FillerSpec extends PersonSpec {
  id: string;
  cityId: CityId;
}

export function fillerId(n: number): string {
  return `seed-user-${String(n).padStart(4, "0")}`;
}

let fillerCache: FillerSpec[] | undefined;

/** The filler participants, numbered 0001.., grouped by city in FILLERS_PER_CITY order. */
export function buildFillers(): FillerSpec[] {
  if (fillerCache) return fillerCache;
  const out: FillerSpec[] = [];
  let n = 0;
  for (const cityId of Object.keys(FILLERS_PER_CITY) as CityId[]) {
    const info = city(cityId);
    for (let i = 0; i < FILLERS_PER_CITY[cityId]; i++) {
      n++;
      const id = fillerId(n);
      const rng = createRng(hash32(id));
      const female = rng.chance(0.55);
      const first = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
      const last1 = rng.pick(SURNAMES);
      const last2 = rng.pick(SURNAMES.filter((s) => s !== last1));
      const birthYear = rng.int(1992, 2007); // 18–34 years old in November 2026
      const birthDate = `${birthYear}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`;
      const createdAt = addMinutes(recife("2026-05-01", "08:00"), rng.int(0, 150 * 24 * 60));
      out.push({
        id,
        cityId,
        key: id,
        fullName: `${first} ${last1} ${last2}`,
        nickname: first,
        phone: `+55819900${String(n).padStart(5, "0")}`,
        birthDate,
        email: `participante${String(n).padStart(4, "0")}@example.com`,
        nationality: "Brasil",
        country: "Brasil",
        state: info.state,
        city: info.name,
        bio: "",
        instagram: null,
        maritalStatus: rng.pick(MARITAL),
        profileColor: rng.pick(PROFILE_COLORS),
        createdAt,
        ticket: {
          plan: "congressista",
          days: [1, 2, 3, 4],
          method: rng.chance(0.6) ? "PIX" : "CARD",
          paidAt: addMinutes(createdAt, rng.int(4, 40)),
        },
      });
    }
  }
  fillerCache = out;
  return out;
}

export function fillersOf(cityId: CityId): FillerSpec[] {
  return buildFillers().filter((f) => f.cityId === cityId);
}

// ───────────── Rows ─────────────

function personId(p: PersonSpec): string {
  return (p as Partial<FillerSpec>).id ?? userId(p.key);
}

function allPeople(): PersonSpec[] {
  return [...PEOPLE, ...buildFillers()];
}

/** Member codes: fixed for the main participant, derived from the id otherwise, never repeated. */
function assignMemberCodes(people: PersonSpec[]): Map<string, string> {
  const codes = new Map<string, string>();
  const used = new Set<string>();
  for (const p of people) if (p.memberCode) used.add(p.memberCode);
  for (const p of people) {
    const id = personId(p);
    let code = p.memberCode;
    if (!code) {
      let attempt = 0;
      do code = memberCodeFor(id, attempt++);
      while (used.has(code));
    }
    if (!MEMBER_CODE_PATTERN.test(code)) throw new Error(`Seed data error: bad member code ${code}`);
    used.add(code);
    codes.set(id, code);
  }
  return codes;
}

let userRowCache: WithId<Prisma.UserCreateManyInput>[] | undefined;

export function userRows(): WithId<Prisma.UserCreateManyInput>[] {
  if (userRowCache) return userRowCache;
  const people = allPeople();
  const codes = assignMemberCodes(people);
  userRowCache = people.map((p) => {
    const id = personId(p);
    const brazilian = p.nationality === "Brasil";
    const seed = hash32(`doc:${id}`);
    const origin = originFor(p.country, p.state);
    return {
      id,
      phone: p.phone,
      fullName: p.fullName,
      nickname: p.nickname,
      birthDate: new Date(`${p.birthDate}T12:00:00Z`),
      email: p.email,
      nationality: p.nationality,
      customNationality: null,
      cpf: brazilian ? cpfForSeed(seed) : null,
      rg: brazilian ? `${(seed % 9_000_000) + 1_000_000} SSP/${p.state}` : null,
      documentNumber: brazilian ? null : (p.documentNumber ?? null),
      country: p.country,
      state: p.state,
      city: p.city,
      union: origin.union,
      association: origin.association,
      memberCode: codes.get(id)!,
      avatarUrl: null,
      bio: p.bio,
      instagram: p.instagram,
      profileColor: p.profileColor,
      maritalStatus: p.maritalStatus,
      isMissionary: p.isMissionary ?? false,
      locale: "pt",
      guardianId: p.guardianKey ? userId(p.guardianKey) : null,
      relationship: p.relationship ?? null,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    };
  });
  return userRowCache;
}

export const PAYMENT_PROVIDER = "simulated";

function orderId(uid: string): string {
  return `seed-order-${uid.replace(/^seed-user-/, "")}`;
}

export function ticketRows(): {
  orders: WithId<Prisma.OrderCreateManyInput>[];
  payments: WithId<Prisma.PaymentCreateManyInput>[];
  tickets: WithId<Prisma.TicketCreateManyInput>[];
  terms: WithId<Prisma.TermsAcceptanceCreateManyInput>[];
} {
  const orders: WithId<Prisma.OrderCreateManyInput>[] = [];
  const payments: WithId<Prisma.PaymentCreateManyInput>[] = [];
  const tickets: WithId<Prisma.TicketCreateManyInput>[] = [];
  const terms: WithId<Prisma.TermsAcceptanceCreateManyInput>[] = [];
  for (const p of allPeople()) {
    const t = p.ticket;
    if (!t) continue;
    const uid = personId(p);
    const oid = orderId(uid);
    const days = t.days.join(",");
    const amountCents = orderAmountCents(t.plan, t.days);
    const createdAt = addMinutes(t.paidAt, -6);
    const rng = createRng(hash32(`card:${uid}`));
    const brand = t.method === "CARD" ? (t.cardBrand ?? (rng.chance(0.5) ? "visa" : "mastercard")) : null;
    orders.push({
      id: oid,
      userId: uid,
      plan: t.plan,
      days,
      amountCents,
      status: "PAID",
      method: t.method,
      failureCode: null,
      createdAt,
      updatedAt: t.paidAt,
      paidAt: t.paidAt,
    });
    payments.push({
      id: `seed-payment-${oid.slice("seed-order-".length)}`,
      orderId: oid,
      provider: PAYMENT_PROVIDER,
      providerRef: `SIM-${t.method}-${String(hash32(oid)).padStart(10, "0")}`,
      method: t.method,
      amountCents,
      cardBrand: brand,
      cardLast4: brand ? (t.cardLast4 ?? String(rng.int(1000, 9999))) : null,
      createdAt: t.paidAt,
    });
    tickets.push({
      id: `seed-ticket-${oid.slice("seed-order-".length)}`,
      userId: uid,
      orderId: oid,
      plan: t.plan,
      days,
      createdAt: t.paidAt,
    });
    for (const documentId of PAYMENT_TERMS) {
      terms.push({
        id: `seed-terms-${oid.slice("seed-order-".length)}-${documentId}`,
        userId: uid,
        orderId: oid,
        documentId,
        version: currentLegalVersion(documentId),
        acceptedAt: addMinutes(createdAt, -1),
      });
    }
  }
  return { orders, payments, tickets, terms };
}

// ───────────── Seeding ─────────────

export async function seedStaff(db: Db, stats: WriteStats): Promise<void> {
  const existing = await db.staffUser.findUnique({ where: { username: STAFF_CREDENTIALS.username } });
  if (!existing) {
    const passwordHash = await bcrypt.hash(STAFF_CREDENTIALS.password, 10);
    await db.staffUser.create({
      data: {
        ...STAFF,
        username: STAFF_CREDENTIALS.username,
        passwordHash,
        createdAt: recife("2026-09-01", "09:00"),
      },
    });
    stats.inserted++;
    return;
  }
  if (!stats.syncReference) return;
  // Re-hash only when the stored hash no longer matches, so a re-run changes nothing.
  const matches = await bcrypt.compare(STAFF_CREDENTIALS.password, existing.passwordHash);
  const data: Prisma.StaffUserUpdateInput = {};
  if (!matches) data.passwordHash = await bcrypt.hash(STAFF_CREDENTIALS.password, 10);
  if (existing.name !== STAFF.name) data.name = STAFF.name;
  if (existing.phone !== STAFF.phone) data.phone = STAFF.phone;
  if (Object.keys(data).length > 0) {
    await db.staffUser.update({ where: { id: existing.id }, data });
    stats.updated++;
  }
}

/** The id of the staff account (the seeded one, or an older one with the same username). */
export async function staffId(db: Db): Promise<string> {
  const staff = await db.staffUser.findUniqueOrThrow({ where: { username: STAFF_CREDENTIALS.username } });
  return staff.id;
}

export async function seedPeople(db: Db, stats: WriteStats): Promise<void> {
  const users = userRows();
  // Guardians before dependents (foreign key on guardianId).
  const ordered = [...users.filter((u) => !u.guardianId), ...users.filter((u) => u.guardianId)];
  await insertMissing(stats, ordered, {
    findExistingIds: (ids) => db.user.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.user.createMany({ data }),
    uniqueKeys: (u) => [`phone:${u.phone ?? `none:${u.id}`}`, `code:${u.memberCode}`],
    existingKeys: async (rows) => {
      const phones = rows.map((r) => r.phone).filter((p): p is string => !!p);
      const codes = rows.map((r) => r.memberCode);
      const found = await db.user.findMany({
        where: { OR: [{ phone: { in: phones } }, { memberCode: { in: codes } }] },
        select: { id: true, phone: true, memberCode: true },
      });
      // Another account owns a seed phone or code: refuse rather than half-seed this person.
      const [f] = found;
      if (f) {
        throw new Error(
          `Cannot seed: user ${f.id} already uses phone ${f.phone ?? "-"} or member code ${f.memberCode}. ` +
            "Reset the database (or remove that user) and run the seed again.",
        );
      }
      return [];
    },
  });

  const { orders, payments, tickets, terms } = ticketRows();
  await insertMissing(stats, orders, {
    findExistingIds: (ids) => db.order.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.order.createMany({ data }),
  });
  await insertMissing(stats, payments, {
    findExistingIds: (ids) => db.payment.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.payment.createMany({ data }),
    uniqueKeys: (p) => [p.orderId],
    existingKeys: async (rows) =>
      (
        await db.payment.findMany({
          where: { orderId: { in: rows.map((r) => r.orderId) } },
          select: { orderId: true },
        })
      ).map((p) => p.orderId),
  });
  await insertMissing(stats, tickets, {
    findExistingIds: (ids) => db.ticket.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.ticket.createMany({ data }),
    uniqueKeys: (t) => [`user:${t.userId}`, `order:${t.orderId}`],
    existingKeys: async (rows) =>
      (
        await db.ticket.findMany({
          where: {
            OR: [
              { userId: { in: rows.map((r) => r.userId) } },
              { orderId: { in: rows.map((r) => r.orderId!) } },
            ],
          },
          select: { userId: true, orderId: true },
        })
      ).flatMap((t) => [`user:${t.userId}`, `order:${t.orderId}`]),
  });
  await insertMissing(stats, terms, {
    findExistingIds: (ids) =>
      db.termsAcceptance.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.termsAcceptance.createMany({ data }),
    uniqueKeys: (t) => [`${t.orderId}|${t.documentId}`],
    existingKeys: async (rows) =>
      (
        await db.termsAcceptance.findMany({
          where: { orderId: { in: [...new Set(rows.map((r) => r.orderId!))] } },
          select: { orderId: true, documentId: true },
        })
      ).map((t) => `${t.orderId}|${t.documentId}`),
  });
}
