/**
 * Reward points (QR codes placed at the venues of recife, fortaleza and joao-pessoa) and
 * unlocks. The main participant unlocked three; named participants and about a third of the
 * fillers in those cities unlocked some, so ranking and percentile have a population.
 * The unlocks happen in the congress days (01–04/11): only those up to the seed's clock (`now`)
 * are created, so a week before it nobody has points yet.
 */
import type { Prisma } from "../../lib/server/generated/prisma/client";
import { type CityId, REWARD_CITY_IDS } from "./cities";
import { fillersOf, userId } from "./people";
import {
  type Db,
  type WithId,
  type WriteStats,
  addMinutes,
  createRng,
  hash32,
  happenedBy,
  insertMissing,
  recife,
  SEED_NOW,
  syncRows,
} from "./util";
import { VENUES } from "./venues";

/** The point's name, description and place in English or Spanish. */
type PointText = readonly [name: string, description: string, where: string];

interface PointSpec {
  name: string;
  description: string;
  where: string;
  points: number;
  en: PointText;
  es: PointText;
}

const POINTS: Record<string, PointSpec[]> = {
  recife: [
    {
      name: "Portal Together",
      description:
        "O grande portal de boas-vindas na entrada do Pavilhão. Tire uma foto com sua caravana e escaneie o QR ao lado.",
      where: "Entrada principal do Pavilhão",
      points: 50,
      en: [
        "Together Portal",
        "The big welcome portal at the Pavilion entrance. Take a photo with your caravan and scan the QR beside it.",
        "Main entrance of the Pavilion",
      ],
      es: [
        "Portal Together",
        "El gran portal de bienvenida en la entrada del Pabellón. Sácate una foto con tu caravana y escanea el QR al lado.",
        "Entrada principal del Pabellón",
      ],
    },
    {
      name: "Túnel da Oração",
      description:
        "Um corredor com pedidos de oração do mundo todo. Deixe o seu pedido e escaneie o código no final do túnel.",
      where: "Corredor lateral, acesso pelo Bloco B",
      points: 100,
      en: [
        "Prayer Tunnel",
        "A corridor with prayer requests from all over the world. Leave yours and scan the code at the end of the tunnel.",
        "Side corridor, access through Block B",
      ],
      es: [
        "Túnel de la Oración",
        "Un pasillo con pedidos de oración de todo el mundo. Deja tu pedido y escanea el código al final del túnel.",
        "Pasillo lateral, acceso por el Bloque B",
      ],
    },
    {
      name: "Estande das Missões",
      description:
        "Conheça projetos missionários e converse com voluntários que serviram no Brasil e no exterior.",
      where: "Área de exposições, estande 12",
      points: 150,
      en: [
        "Missions Stand",
        "Discover mission projects and talk to volunteers who served in Brazil and abroad.",
        "Exhibition area, stand 12",
      ],
      es: [
        "Stand de las Misiones",
        "Conoce proyectos misioneros y conversa con voluntarios que sirvieron en Brasil y en el exterior.",
        "Área de exposiciones, stand 12",
      ],
    },
    {
      name: "Mural da Gratidão",
      description: "Escreva um motivo de gratidão no mural coletivo do congresso.",
      where: "Praça de alimentação",
      points: 80,
      en: [
        "Gratitude Wall",
        "Write something you are grateful for on the congress's shared wall.",
        "Food court",
      ],
      es: [
        "Mural de la Gratitud",
        "Escribe un motivo de gratitud en el mural colectivo del congreso.",
        "Patio de comidas",
      ],
    },
    {
      name: "Espaço Cuidado",
      description: "Espaço de acolhimento com psicólogos e capelães voluntários. O QR fica na recepção.",
      where: "Mezanino do Teatro Guararapes",
      points: 200,
      en: [
        "Care Space",
        "A welcoming space with volunteer psychologists and chaplains. The QR is at the reception desk.",
        "Mezzanine of the Guararapes Theatre",
      ],
      es: [
        "Espacio Cuidado",
        "Espacio de acogida con psicólogos y capellanes voluntarios. El QR está en la recepción.",
        "Entrepiso del Teatro Guararapes",
      ],
    },
  ],
  fortaleza: [
    {
      name: "Farol da Esperança",
      description:
        "Réplica de farol iluminado na entrada do Centro de Eventos, símbolo da edição de Fortaleza.",
      where: "Entrada do Pavilhão Oeste",
      points: 50,
      en: [
        "Lighthouse of Hope",
        "A lit lighthouse replica at the entrance of the Events Centre, symbol of the Fortaleza edition.",
        "Entrance of the West Pavilion",
      ],
      es: [
        "Faro de la Esperanza",
        "Réplica de un faro iluminado en la entrada del Centro de Eventos, símbolo de la edición de Fortaleza.",
        "Entrada del Pabellón Oeste",
      ],
    },
    {
      name: "Rede Solidária",
      description: "Doe um item de higiene para a campanha solidária e escaneie o código no balcão.",
      where: "Balcão da campanha, hall central",
      points: 150,
      en: [
        "Solidarity Network",
        "Donate a hygiene item to the solidarity campaign and scan the code at the counter.",
        "Campaign counter, central hall",
      ],
      es: [
        "Red Solidaria",
        "Dona un artículo de higiene para la campaña solidaria y escanea el código en el mostrador.",
        "Mostrador de la campaña, hall central",
      ],
    },
    {
      name: "Estande das Missões",
      description: "Histórias de missão e inscrições para projetos de curta duração.",
      where: "Hall central, estande 5",
      points: 100,
      en: [
        "Missions Stand",
        "Mission stories and sign-ups for short-term projects.",
        "Central hall, stand 5",
      ],
      es: [
        "Stand de las Misiones",
        "Historias de misión e inscripciones para proyectos de corta duración.",
        "Hall central, stand 5",
      ],
    },
    {
      name: "Cantinho da Bíblia",
      description: "Leia o versículo do dia e escreva o seu versículo favorito no varal.",
      where: "Corredor das Salas Temáticas",
      points: 80,
      en: [
        "Bible Corner",
        "Read the verse of the day and write your favourite verse on the line.",
        "Corridor of the Theme Rooms",
      ],
      es: [
        "Rincón de la Biblia",
        "Lee el versículo del día y escribe tu versículo favorito en el tendedero.",
        "Pasillo de las Salas Temáticas",
      ],
    },
    {
      name: "Praça das Caravanas",
      description: "Encontre a bandeira da sua caravana e registre a sua presença.",
      where: "Área externa, ao lado do estacionamento",
      points: 120,
      en: [
        "Caravans Square",
        "Find your caravan's flag and record that you were there.",
        "Outdoor area, next to the car park",
      ],
      es: [
        "Plaza de las Caravanas",
        "Encuentra la bandera de tu caravana y registra tu presencia.",
        "Área externa, junto al estacionamiento",
      ],
    },
  ],
  "joao-pessoa": [
    {
      name: "Ponto Mais Oriental",
      description: "Uma homenagem à Ponta do Seixas: aqui o sol nasce primeiro para o Together 2026.",
      where: "Entrada do Centro de Convenções",
      points: 50,
      en: [
        "Easternmost Point",
        "A tribute to Ponta do Seixas: here the sun rises first for Together 2026.",
        "Entrance of the Convention Centre",
      ],
      es: [
        "Punto Más Oriental",
        "Un homenaje a Ponta do Seixas: aquí el sol sale primero para el Together 2026.",
        "Entrada del Centro de Convenciones",
      ],
    },
    {
      name: "Estande das Missões",
      description: "Conheça as missões apoiadas pelas caravanas da Paraíba.",
      where: "Hall de exposições, estande 3",
      points: 100,
      en: [
        "Missions Stand",
        "Discover the missions supported by the caravans from Paraíba.",
        "Exhibition hall, stand 3",
      ],
      es: [
        "Stand de las Misiones",
        "Conoce las misiones apoyadas por las caravanas de Paraíba.",
        "Hall de exposiciones, stand 3",
      ],
    },
    {
      name: "Árvore dos Sonhos",
      description: "Pendure um cartão com um sonho para o seu futuro e ore por outro.",
      where: "Jardim interno",
      points: 80,
      en: [
        "Tree of Dreams",
        "Hang a card with a dream for your future and pray for someone else's.",
        "Inner garden",
      ],
      es: [
        "Árbol de los Sueños",
        "Cuelga una tarjeta con un sueño para tu futuro y ora por el de otra persona.",
        "Jardín interno",
      ],
    },
    {
      name: "Estação Saúde",
      description: "Aferição de pressão, orientação de hidratação e dicas de vida saudável.",
      where: "Corredor das Salas Multiuso",
      points: 150,
      en: [
        "Health Station",
        "Blood pressure checks, hydration advice and tips for a healthy life.",
        "Corridor of the Multipurpose Rooms",
      ],
      es: [
        "Estación Salud",
        "Medición de la presión, orientación sobre hidratación y consejos de vida saludable.",
        "Pasillo de las Salas Multiuso",
      ],
    },
    {
      name: "Palco Aberto",
      description: "Assista a uma apresentação do palco aberto e escaneie o QR junto à mesa de som.",
      where: "Área de convivência",
      points: 200,
      en: [
        "Open Stage",
        "Watch a performance on the open stage and scan the QR by the sound desk.",
        "Social area",
      ],
      es: [
        "Escenario Abierto",
        "Mira una presentación del escenario abierto y escanea el QR junto a la mesa de sonido.",
        "Área de convivencia",
      ],
    },
  ],
};

function pointsOf(cityId: string): PointSpec[] {
  const points = POINTS[cityId];
  if (!points) throw new Error(`No reward points for reward city ${cityId}`);
  return points;
}

export function rewardPointId(cityId: string, n: number): string {
  return `rp-${cityId}-${String(n).padStart(2, "0")}`;
}

export function rewardPointRows(): WithId<Prisma.RewardPointCreateManyInput>[] {
  return REWARD_CITY_IDS.flatMap((cityId) =>
    pointsOf(cityId).map((p, i) => ({
      id: rewardPointId(cityId, i + 1),
      cityId,
      name: p.name,
      nameEn: p.en[0],
      nameEs: p.es[0],
      description: p.description,
      descriptionEn: p.en[1],
      descriptionEs: p.es[1],
      location: `${p.where} — ${VENUES[cityId as CityId].main.name}`,
      locationEn: `${p.en[2]} — ${VENUES[cityId as CityId].main.name}`,
      locationEs: `${p.es[2]} — ${VENUES[cityId as CityId].main.name}`,
      points: p.points,
      position: i + 1,
    })),
  );
}

/** Named unlocks (user key → [point id, local date, local time]). */
export const NAMED_UNLOCKS = {
  maria: [
    ["rp-recife-01", "2026-11-01", "19:15"],
    ["rp-recife-02", "2026-11-02", "10:40"],
    ["rp-recife-04", "2026-11-02", "12:05"],
  ],
  lucas: [
    ["rp-recife-01", "2026-11-01", "19:20"],
    ["rp-recife-03", "2026-11-02", "11:50"],
  ],
  beatriz: [
    ["rp-recife-01", "2026-11-01", "18:55"],
    ["rp-recife-02", "2026-11-01", "19:05"],
    ["rp-recife-03", "2026-11-02", "09:45"],
    ["rp-recife-05", "2026-11-03", "15:10"],
  ],
  camila: [["rp-recife-05", "2026-11-01", "17:30"]],
  "ana-beatriz": [
    ["rp-joao-pessoa-01", "2026-11-01", "19:30"],
    ["rp-joao-pessoa-04", "2026-11-02", "14:20"],
  ],
  rafael: [
    ["rp-fortaleza-01", "2026-11-01", "19:10"],
    ["rp-fortaleza-02", "2026-11-01", "19:25"],
    ["rp-fortaleza-03", "2026-11-02", "10:00"],
    ["rp-fortaleza-05", "2026-11-03", "16:45"],
    ["rp-fortaleza-04", "2026-11-04", "08:20"],
  ],
} satisfies Record<string, [string, string, string][]>;

export const MAIN_PARTICIPANT_UNLOCKS = NAMED_UNLOCKS.maria.map(([id]) => id);

/** The unlocks that have happened by `now` (the seed's clock). */
export function rewardUnlockRows(now: Date = SEED_NOW): WithId<Prisma.RewardUnlockCreateManyInput>[] {
  const rows: WithId<Prisma.RewardUnlockCreateManyInput>[] = [];
  for (const [key, unlocks] of Object.entries(NAMED_UNLOCKS)) {
    for (const [pointId, date, time] of unlocks) {
      rows.push({
        id: `seed-unlock-${pointId}-${key}`,
        userId: userId(key),
        rewardPointId: pointId,
        createdAt: recife(date, time),
      });
    }
  }
  for (const cityId of REWARD_CITY_IDS) {
    const pointCount = pointsOf(cityId).length;
    for (const f of fillersOf(cityId)) {
      const rng = createRng(hash32(`unlock:${f.id}`));
      if (!rng.chance(0.35)) continue;
      const count = rng.int(1, pointCount);
      const start = rng.int(0, pointCount - 1);
      for (let k = 0; k < count; k++) {
        const pointId = rewardPointId(cityId, ((start + k) % pointCount) + 1);
        const at = addMinutes(recife("2026-11-01", "17:00"), rng.int(0, 3 * 24 * 60));
        rows.push({
          id: `seed-unlock-${pointId}-${f.id.slice("seed-user-".length)}`,
          userId: f.id,
          rewardPointId: pointId,
          createdAt: at,
        });
      }
    }
  }
  return happenedBy(rows, now, (r) => new Date(r.createdAt!));
}

export async function seedRewardPoints(db: Db, stats: WriteStats): Promise<void> {
  await syncRows(stats, rewardPointRows(), "id", {
    findExisting: (ids) => db.rewardPoint.findMany({ where: { id: { in: ids } } }),
    createMany: (data) => db.rewardPoint.createMany({ data }),
    update: (id, data) => db.rewardPoint.update({ where: { id }, data }),
  });
}

export async function seedRewardUnlocks(db: Db, stats: WriteStats, now: Date): Promise<void> {
  await insertMissing(stats, rewardUnlockRows(now), {
    findExistingIds: (ids) => db.rewardUnlock.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.rewardUnlock.createMany({ data }),
    uniqueKeys: (r) => [`${r.userId}|${r.rewardPointId}`],
    existingKeys: async (rows) =>
      (
        await db.rewardUnlock.findMany({
          where: { userId: { in: [...new Set(rows.map((r) => r.userId))] } },
          select: { userId: true, rewardPointId: true },
        })
      ).map((r) => `${r.userId}|${r.rewardPointId}`),
  });
}
