/**
 * Reward points (QR codes placed at the venues of recife, fortaleza and joao-pessoa) and
 * unlocks. The main participant unlocked three; named participants and about a third of the
 * fillers in those cities unlocked some, so ranking and percentile have a population.
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
  insertMissing,
  recife,
  syncRows,
} from "./util";
import { VENUES } from "./venues";

interface PointSpec {
  name: string;
  description: string;
  where: string;
  points: number;
}

const POINTS: Record<string, PointSpec[]> = {
  recife: [
    {
      name: "Portal Together",
      description:
        "O grande portal de boas-vindas na entrada do Pavilhão. Tire uma foto com sua caravana e escaneie o QR ao lado.",
      where: "Entrada principal do Pavilhão",
      points: 50,
    },
    {
      name: "Túnel da Oração",
      description:
        "Um corredor com pedidos de oração do mundo todo. Deixe o seu pedido e escaneie o código no final do túnel.",
      where: "Corredor lateral, acesso pelo Bloco B",
      points: 100,
    },
    {
      name: "Estande das Missões",
      description:
        "Conheça projetos missionários e converse com voluntários que serviram no Brasil e no exterior.",
      where: "Área de exposições, estande 12",
      points: 150,
    },
    {
      name: "Mural da Gratidão",
      description: "Escreva um motivo de gratidão no mural coletivo do congresso.",
      where: "Praça de alimentação",
      points: 80,
    },
    {
      name: "Espaço Cuidado",
      description: "Espaço de acolhimento com psicólogos e capelães voluntários. O QR fica na recepção.",
      where: "Mezanino do Teatro Guararapes",
      points: 200,
    },
  ],
  fortaleza: [
    {
      name: "Farol da Esperança",
      description:
        "Réplica de farol iluminado na entrada do Centro de Eventos, símbolo da edição de Fortaleza.",
      where: "Entrada do Pavilhão Oeste",
      points: 50,
    },
    {
      name: "Rede Solidária",
      description: "Doe um item de higiene para a campanha solidária e escaneie o código no balcão.",
      where: "Balcão da campanha, hall central",
      points: 150,
    },
    {
      name: "Estande das Missões",
      description: "Histórias de missão e inscrições para projetos de curta duração.",
      where: "Hall central, estande 5",
      points: 100,
    },
    {
      name: "Cantinho da Bíblia",
      description: "Leia o versículo do dia e escreva o seu versículo favorito no varal.",
      where: "Corredor das Salas Temáticas",
      points: 80,
    },
    {
      name: "Praça das Caravanas",
      description: "Encontre a bandeira da sua caravana e registre a sua presença.",
      where: "Área externa, ao lado do estacionamento",
      points: 120,
    },
  ],
  "joao-pessoa": [
    {
      name: "Ponto Mais Oriental",
      description: "Uma homenagem à Ponta do Seixas: aqui o sol nasce primeiro para o Together 2026.",
      where: "Entrada do Centro de Convenções",
      points: 50,
    },
    {
      name: "Estande das Missões",
      description: "Conheça as missões apoiadas pelas caravanas da Paraíba.",
      where: "Hall de exposições, estande 3",
      points: 100,
    },
    {
      name: "Árvore dos Sonhos",
      description: "Pendure um cartão com um sonho para o seu futuro e ore por outro.",
      where: "Jardim interno",
      points: 80,
    },
    {
      name: "Estação Saúde",
      description: "Aferição de pressão, orientação de hidratação e dicas de vida saudável.",
      where: "Corredor das Salas Multiuso",
      points: 150,
    },
    {
      name: "Palco Aberto",
      description: "Assista a uma apresentação do palco aberto e escaneie o QR junto à mesa de som.",
      where: "Área de convivência",
      points: 200,
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
      description: p.description,
      location: `${p.where} — ${VENUES[cityId as CityId].main.name}`,
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

export function rewardUnlockRows(): WithId<Prisma.RewardUnlockCreateManyInput>[] {
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
  return rows;
}

export async function seedRewardPoints(db: Db, stats: WriteStats): Promise<void> {
  await syncRows(stats, rewardPointRows(), "id", {
    findExisting: (ids) => db.rewardPoint.findMany({ where: { id: { in: ids } } }),
    createMany: (data) => db.rewardPoint.createMany({ data }),
    update: (id, data) => db.rewardPoint.update({ where: { id }, data }),
  });
}

export async function seedRewardUnlocks(db: Db, stats: WriteStats): Promise<void> {
  await insertMissing(stats, rewardUnlockRows(), {
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
