#!/usr/bin/env node
// Draws the seeded news illustrations: one small SVG per news item in public/images/news/, themed
// by the item (a QR pass, a suitcase, a storm cloud...) on its category's colours. No text in the
// pictures (they serve three languages; the alt text is in the database) and no downloads.
// Run again after changing a drawing: `node scripts/news-images.mjs`.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const W = 1200;
const H = 675;
const OUT = join(import.meta.dirname, "..", "public", "images", "news");

const PALETTE = {
  avisos: ["#0ea5e9", "#4f46e5"],
  programacao: ["#8b5cf6", "#db2777"],
  missoes: ["#10b981", "#0e7490"],
  aplicativo: ["#f59e0b", "#ea580c"],
  emergencia: ["#ef4444", "#7f1d1d"],
};

const ink = "#ffffff";
const soft = "rgba(255,255,255,0.22)";

/** A deterministic QR-looking grid (not a real code) at (x, y), n×n cells of size c. */
function qr(x, y, n, c, fill = "#1e1b4b") {
  const finder = (i, j) => {
    const inCorner = (r, s) => r >= 0 && r < 7 && s >= 0 && s < 7;
    for (const [r, s] of [
      [i, j],
      [i, j - (n - 7)],
      [i - (n - 7), j],
    ])
      if (inCorner(r, s))
        return r === 0 || r === 6 || s === 0 || s === 6 || (r >= 2 && r <= 4 && s >= 2 && s <= 4) ? 1 : 0;
    return -1;
  };
  let cells = "";
  let seed = 7;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const f = finder(i, j);
      if (f === 1 || (f === -1 && (seed >> 8) % 2 === 0))
        cells += `<rect x="${x + j * c}" y="${y + i * c}" width="${c}" height="${c}"/>`;
    }
  return `<g fill="${fill}">${cells}</g>`;
}

function phone(x, y, w, h, inner) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="36" fill="#1f2937"/>
<rect x="${x + 16}" y="${y + 40}" width="${w - 32}" height="${h - 80}" rx="14" fill="${ink}"/>
<rect x="${x + w / 2 - 30}" y="${y + 16}" width="60" height="10" rx="5" fill="#4b5563"/>${inner}`;
}

const DRAWINGS = {
  "bem-vindos-together-2026": [
    "avisos",
    `<circle cx="600" cy="470" r="170" fill="#fde047"/>
<g stroke="#fde047" stroke-width="14" stroke-linecap="round">${[...Array(9)]
      .map((_, i) => {
        const a = Math.PI + (i * Math.PI) / 8;
        return `<line x1="${600 + 210 * Math.cos(a)}" y1="${470 + 210 * Math.sin(a)}" x2="${600 + 270 * Math.cos(a)}" y2="${470 + 270 * Math.sin(a)}"/>`;
      })
      .join("")}</g>
<rect x="0" y="520" width="1200" height="155" fill="#312e81" opacity="0.55"/>
${[230, 400, 600, 800, 970]
  .map(
    (x, i) =>
      `<circle cx="${x}" cy="${500 - (i % 2) * 30}" r="42" fill="${ink}"/><path d="M${x - 70} 675 q0 -${130 - (i % 2) * 30} 70 -${130 - (i % 2) * 30} q70 0 70 ${130 - (i % 2) * 30}z" fill="${ink}"/>`,
  )
  .join("")}
${[
  [140, 120, "#f472b6"],
  [300, 70, "#fde047"],
  [900, 90, "#34d399"],
  [1060, 160, "#f472b6"],
  [760, 60, "#fb923c"],
  [470, 150, "#34d399"],
]
  .map(
    ([x, y, c]) =>
      `<rect x="${x}" y="${y}" width="26" height="14" rx="4" fill="${c}" transform="rotate(${x % 60} ${x} ${y})"/>`,
  )
  .join("")}`,
  ],
  "credenciamento-e-qr-code": [
    "avisos",
    phone(470, 90, 260, 500, qr(500, 200, 21, 9.5)) +
      `<path d="M820 300 l50 50 l90 -110" fill="none" stroke="#a7f3d0" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`,
  ],
  "o-que-levar": [
    "avisos",
    `<circle cx="950" cy="170" r="80" fill="#fde047"/>
<g fill="${ink}" opacity="0.9"><circle cx="230" cy="170" r="55"/><circle cx="300" cy="150" r="70"/><circle cx="370" cy="175" r="50"/><rect x="230" y="170" width="140" height="55"/></g>
<g stroke="#bae6fd" stroke-width="8" stroke-linecap="round"><line x1="250" y1="250" x2="235" y2="290"/><line x1="300" y1="250" x2="285" y2="290"/><line x1="350" y1="250" x2="335" y2="290"/></g>
<rect x="520" y="200" width="160" height="70" rx="24" fill="none" stroke="#1e3a8a" stroke-width="22"/>
<rect x="400" y="260" width="400" height="320" rx="40" fill="#f97316"/>
<rect x="400" y="260" width="400" height="320" rx="40" fill="none" stroke="#9a3412" stroke-width="10"/>
<g stroke="#9a3412" stroke-width="14"><line x1="500" y1="270" x2="500" y2="570"/><line x1="700" y1="270" x2="700" y2="570"/></g>`,
  ],
  "programacao-completa-disponivel": [
    "programacao",
    `<rect x="330" y="120" width="540" height="460" rx="36" fill="${ink}"/>
<rect x="330" y="120" width="540" height="110" rx="36" fill="#4c1d95"/><rect x="330" y="190" width="540" height="40" fill="#4c1d95"/>
<g fill="#c4b5fd">${[...Array(4)].map((_, i) => `<rect x="${400 + i * 110}" y="95" width="22" height="70" rx="11"/>`).join("")}</g>
<g fill="#ede9fe">${[...Array(12)]
      .map(
        (_, i) =>
          `<rect x="${370 + (i % 4) * 120}" y="${260 + Math.floor(i / 4) * 100}" width="100" height="80" rx="12"/>`,
      )
      .join("")}</g>
<g fill="#db2777">${[0, 1, 2, 3].map((i) => `<rect x="${370 + i * 120}" y="260" width="100" height="80" rx="12"/>`).join("")}</g>`,
  ],
  "culto-de-abertura-transmissao": [
    "programacao",
    `<g fill="#fde68a" opacity="0.35"><polygon points="250,0 330,0 520,520 380,520"/><polygon points="870,0 950,0 820,520 680,520"/><polygon points="560,0 640,0 660,520 540,520"/></g>
<rect x="150" y="520" width="900" height="60" rx="10" fill="#1f2937"/>
<g fill="${ink}">${[330, 470, 600, 730, 870].map((x, i) => `<circle cx="${x}" cy="${450 - (i === 2 ? 30 : 0)}" r="32"/><rect x="${x - 34}" y="${480 - (i === 2 ? 30 : 0)}" width="68" height="${50 + (i === 2 ? 30 : 0)}" rx="20"/>`).join("")}</g>
<g fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round"><circle cx="1050" cy="140" r="16" fill="${ink}"/><path d="M1005 95 a64 64 0 0 0 0 90"/><path d="M1095 95 a64 64 0 0 1 0 90"/><path d="M970 60 a110 110 0 0 0 0 160"/><path d="M1130 60 a110 110 0 0 1 0 160"/></g>`,
  ],
  "oficinas-vagas-limitadas": [
    "programacao",
    `<rect x="190" y="220" width="380" height="270" rx="40" fill="${ink}"/><rect x="270" y="180" width="120" height="60" rx="16" fill="${ink}"/>
<circle cx="380" cy="355" r="95" fill="#4c1d95"/><circle cx="380" cy="355" r="60" fill="#a78bfa"/><circle cx="360" cy="335" r="16" fill="${ink}"/><circle cx="515" cy="265" r="14" fill="#db2777"/>
<g transform="rotate(-30 860 380)"><rect x="845" y="120" width="30" height="250" rx="8" fill="#78350f"/><rect x="830" y="90" width="60" height="60" rx="12" fill="#451a03"/>
<ellipse cx="860" cy="430" rx="120" ry="110" fill="#f59e0b"/><ellipse cx="860" cy="340" rx="85" ry="75" fill="#f59e0b"/><circle cx="860" cy="400" r="32" fill="#451a03"/>
<g stroke="${ink}" stroke-width="3">${[-9, -3, 3, 9].map((d) => `<line x1="${860 + d}" y1="120" x2="${860 + d}" y2="490"/>`).join("")}</g></g>`,
  ],
  "missao-voluntaria-200-vagas": [
    "missoes",
    `<circle cx="600" cy="320" r="200" fill="#0ea5e9"/>
<g fill="#22c55e"><path d="M480 200 q60 -40 110 10 q-10 60 -70 70 q-40 40 -80 0 q-10 -50 40 -80z"/><path d="M640 330 q70 -20 110 40 q-10 80 -90 100 q-50 -60 -20 -140z"/><path d="M470 380 q40 0 50 50 q-20 40 -60 20 z"/></g>
<path d="M600 300 c-40 -60 -130 -20 -100 50 c20 40 100 90 100 90 c0 0 80 -50 100 -90 c30 -70 -60 -110 -100 -50z" fill="#f43f5e" stroke="${ink}" stroke-width="10"/>
<g fill="#fcd34d"><path d="M130 600 q120 -150 300 -110 l40 40 q-120 0 -160 70z"/><path d="M1070 600 q-120 -150 -300 -110 l-40 40 q120 0 160 70z"/></g>`,
  ],
  "caravana-solidaria": [
    "missoes",
    `<g stroke="#92400e" stroke-width="8">
<rect x="330" y="380" width="260" height="200" fill="#d97706"/><rect x="610" y="380" width="260" height="200" fill="#f59e0b"/><rect x="470" y="180" width="260" height="200" fill="#fbbf24"/></g>
<g fill="#92400e"><rect x="440" y="380" width="40" height="200" opacity="0.4"/><rect x="720" y="380" width="40" height="200" opacity="0.4"/><rect x="580" y="180" width="40" height="200" opacity="0.4"/></g>
<path d="M600 150 c-25 -40 -85 -15 -65 35 c15 25 65 55 65 55 c0 0 50 -30 65 -55 c20 -50 -40 -75 -65 -35z" fill="#f43f5e"/>
<g fill="${ink}" opacity="0.9"><rect x="150" y="480" width="120" height="100" rx="14"/><rect x="930" y="480" width="120" height="100" rx="14"/><circle cx="180" cy="460" r="28"/><circle cx="240" cy="455" r="24"/><circle cx="960" cy="455" r="26"/><circle cx="1020" cy="462" r="30"/></g>`,
  ],
  "historias-de-missao-amazonia": [
    "missoes",
    `<circle cx="950" cy="140" r="70" fill="#fde047"/>
<g fill="#065f46">${[60, 170, 280, 880, 1000, 1120].map((x, i) => `<rect x="${x - 10}" y="${250 + (i % 2) * 30}" width="20" height="170"/><circle cx="${x}" cy="${230 + (i % 2) * 30}" r="${70 - (i % 3) * 8}"/>`).join("")}</g>
<rect x="0" y="410" width="1200" height="265" fill="#0369a1"/>
<g fill="none" stroke="#7dd3fc" stroke-width="8" stroke-linecap="round">${[460, 540, 620].map((y) => `<path d="M80 ${y} q60 -20 120 0 t120 0 M760 ${y + 20} q60 -20 120 0 t120 0"/>`).join("")}</g>
<path d="M380 420 h440 l-60 90 h-320z" fill="${ink}"/><rect x="470" y="330" width="260" height="90" rx="10" fill="${ink}"/>
<g fill="#0369a1">${[0, 1, 2, 3].map((i) => `<rect x="${495 + i * 60}" y="355" width="38" height="38" rx="6"/>`).join("")}</g>
<rect x="585" y="300" width="30" height="32" fill="#ef4444"/><rect x="593" y="304" width="14" height="24" fill="${ink}"/><rect x="586" y="311" width="28" height="10" fill="${ink}"/>`,
  ],
  "app-versao-2-1": [
    "aplicativo",
    phone(
      460,
      80,
      280,
      520,
      ["#f43f5e", "#8b5cf6", "#10b981", "#0ea5e9", "#f59e0b", "#6366f1", "#ec4899", "#14b8a6", "#ef4444"]
        .map(
          (c, i) =>
            `<rect x="${500 + (i % 3) * 70}" y="${160 + Math.floor(i / 3) * 80}" width="54" height="54" rx="14" fill="${c}"/>`,
        )
        .join("") + `<rect x="500" y="420" width="200" height="110" rx="14" fill="#fef3c7"/>`,
    ) +
      `<g fill="${ink}"><path d="M880 200 l18 40 l44 6 l-32 30 l8 44 l-38 -22 l-38 22 l8 -44 l-32 -30 l44 -6z"/><path d="M300 420 l12 26 l28 4 l-20 20 l5 28 l-25 -14 l-25 14 l5 -28 l-20 -20 l28 -4z"/></g>`,
  ],
  "como-montar-sua-agenda": [
    "aplicativo",
    `<rect x="340" y="90" width="520" height="500" rx="36" fill="${ink}"/>
<rect x="520" y="60" width="160" height="60" rx="18" fill="#7c2d12"/>
${[0, 1, 2, 3]
  .map(
    (i) =>
      `<rect x="400" y="${170 + i * 100}" width="60" height="60" rx="14" fill="${i < 3 ? "#16a34a" : "#fed7aa"}"/>${
        i < 3
          ? `<path d="M412 ${200 + i * 100} l14 14 l24 -28" fill="none" stroke="${ink}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
          : ""
      }<rect x="490" y="${182 + i * 100}" width="${300 - (i % 2) * 70}" height="16" rx="8" fill="#fdba74"/><rect x="490" y="${210 + i * 100}" width="${200 - (i % 2) * 40}" height="12" rx="6" fill="#fed7aa"/>`,
  )
  .join("")}`,
  ],
  "recompensas-qr-code": [
    "aplicativo",
    `<path d="M330 170 h220 v90 a110 110 0 0 1 -220 0z" fill="#fde047"/><path d="M330 200 h-60 a60 60 0 0 0 60 80 M550 200 h60 a60 60 0 0 1 -60 80" fill="none" stroke="#fde047" stroke-width="18"/>
<rect x="415" y="360" width="50" height="90" fill="#eab308"/><rect x="350" y="450" width="180" height="50" rx="12" fill="#a16207"/>
<path d="M440 205 l12 26 l28 4 l-20 20 l5 28 l-25 -14 l-25 14 l5 -28 l-20 -20 l28 -4z" fill="#a16207"/>
<rect x="680" y="170" width="300" height="300" rx="24" fill="${ink}"/>${qr(705, 195, 21, 12, "#7c2d12")}
<g fill="${ink}"><path d="M220 90 l8 18 l20 3 l-14 14 l3 20 l-17 -10 l-17 10 l3 -20 l-14 -14 l20 -3z"/><path d="M1040 540 l8 18 l20 3 l-14 14 l3 20 l-17 -10 l-17 10 l3 -20 l-14 -14 l20 -3z"/></g>`,
  ],
  "alerta-chuva-recife": [
    "emergencia",
    `<g fill="#e5e7eb"><circle cx="470" cy="250" r="110"/><circle cx="620" cy="200" r="140"/><circle cx="770" cy="260" r="100"/><rect x="400" y="250" width="420" height="110" rx="55"/></g>
<path d="M640 340 l-70 130 h60 l-40 130 l130 -170 h-70 l50 -90z" fill="#fde047"/>
<g stroke="#bfdbfe" stroke-width="12" stroke-linecap="round">${[420, 480, 540, 760, 820]
      .map((x, i) => `<line x1="${x}" y1="${400 + (i % 2) * 40}" x2="${x - 30}" y2="${480 + (i % 2) * 40}"/>`)
      .join("")}</g>
<polygon points="150,560 230,420 310,560" fill="#fde047"/><rect x="224" y="465" width="12" height="55" rx="6" fill="#7f1d1d"/><circle cx="230" cy="538" r="8" fill="#7f1d1d"/>`,
  ],
  "postos-medicos-e-contatos": [
    "emergencia",
    `<circle cx="500" cy="340" r="200" fill="${ink}"/>
<path d="M455 200 h90 v95 h95 v90 h-95 v95 h-90 v-95 h-95 v-90 h95z" fill="#dc2626"/>
<g transform="rotate(-15 870 360)"><rect x="790" y="220" width="160" height="280" rx="28" fill="#1f2937"/><rect x="806" y="250" width="128" height="200" rx="10" fill="#fecaca"/>
<g fill="#7f1d1d">${[...Array(9)].map((_, i) => `<circle cx="${830 + (i % 3) * 40}" cy="${285 + Math.floor(i / 3) * 50}" r="14"/>`).join("")}</g></g>`,
  ],
};

function svg(category, body) {
  const [a, b] = PALETTE[category];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<circle cx="80" cy="600" r="160" fill="${soft}"/><circle cx="1130" cy="60" r="120" fill="${soft}"/>
${body}
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
for (const [id, [category, body]] of Object.entries(DRAWINGS)) {
  const file = join(OUT, `${id}.svg`);
  writeFileSync(file, svg(category, body.replace(/\n\s*/g, "")));
  console.log(`wrote ${file}`);
}
