/**
 * News (spec 001 §2: categories avisos, programacao, missoes, aplicativo, emergencia).
 * Bodies are HTML; the app sanitises them on the server before display. One item carries
 * deliberately unsafe markup so the sanitiser has something to strip (see UNSAFE_SAMPLE_ID).
 * imageUrl is either null or a local path under /images/news/ — never a remote URL; every item
 * gets its SVG illustration and alt text, and most their English and Spanish texts, from news-i18n.ts.
 */
import type { NewsCategory, Prisma } from "../../lib/server/generated/prisma/client";
import { NEWS_IMAGES, NEWS_TRANSLATIONS } from "./news-i18n";
import { type Db, type WithId, type WriteStats, recife, syncRows } from "./util";

interface NewsSpec {
  id: string;
  category: NewsCategory;
  title: string;
  subtitle: string;
  summary: string;
  bodyHtml: string;
  author: string;
  publishedAt: Date;
  imageUrl?: string;
  isPopular?: boolean;
  isImportant?: boolean;
}

const COMMS = "Equipe de Comunicação Together";
const PROGRAMME = "Coordenação de Programação";
const MISSIONS = "Departamento de Missões";
const APP_TEAM = "Equipe do Aplicativo";
const SAFETY = "Comissão de Segurança e Saúde";

/** The item whose body contains a <script> and an onerror= attribute (sanitiser test data). */
export const UNSAFE_SAMPLE_ID = "oficinas-vagas-limitadas";
/** The important (emergency) item the main participant was notified about. */
export const IMPORTANT_NEWS_ID = "alerta-chuva-recife";

export const NEWS: NewsSpec[] = [
  {
    id: "bem-vindos-together-2026",
    category: "avisos",
    title: "Bem-vindos ao Together 2026!",
    subtitle: "Quatro dias de missão, adoração e vida em comunidade em várias cidades do Nordeste",
    summary:
      "Cerca de 15 mil jovens se reúnem de 01 a 04 de novembro. Veja o que esperar do congresso e como aproveitar o aplicativo.",
    bodyHtml: `<p>Chegou a hora! De <strong>01 a 04 de novembro de 2026</strong>, o Together 2026 reúne cerca de 15 mil jovens em Recife e em outras cidades-sede do Nordeste, com programação simultânea e muitos momentos de comunhão.</p>
<p>O tema deste ano, <em>Missão, adoração e vida em comunidade</em>, atravessa cada culto, palestra e oficina.</p>
<h3>Para aproveitar ao máximo</h3>
<ul>
<li>Monte sua agenda na Programação: as oficinas têm vagas limitadas.</li>
<li>Deixe sua credencial (QR Code) à mão para o check-in.</li>
<li>Participe da comunidade e conheça gente de outras caravanas.</li>
</ul>
<p>Nos vemos no Culto de Abertura, domingo, às 20h!</p>`,
    author: COMMS,
    publishedAt: recife("2026-10-05", "09:00"),
    imageUrl: "/images/news/bem-vindos.jpg",
    isPopular: true,
  },
  {
    id: "credenciamento-e-qr-code",
    category: "avisos",
    title: "Credenciamento: tenha seu QR Code em mãos",
    subtitle: "O acesso às atividades e aos ônibus é feito pela credencial do aplicativo",
    summary:
      "Entenda como funciona o check-in nas atividades e no transporte e o que fazer se o celular ficar sem bateria.",
    bodyHtml: `<p>Neste ano não haverá pulseiras nem crachás impressos: a sua credencial é o QR Code do aplicativo. A equipe de check-in faz a leitura na entrada de cada atividade e no embarque dos ônibus.</p>
<h3>Dicas importantes</h3>
<ol>
<li>Abra a credencial antes de chegar à fila e aumente o brilho da tela.</li>
<li>Cada leitura vale uma vez por atividade: a credencial é pessoal e intransferível.</li>
<li>Sem bateria? Informe o seu código de participante (por exemplo, T26-ABC234) para a equipe digitar.</li>
</ol>
<p>Os dependentes têm a própria credencial, disponível na conta do responsável.</p>`,
    author: COMMS,
    publishedAt: recife("2026-10-20", "10:30"),
    isPopular: true,
  },
  {
    id: "o-que-levar",
    category: "avisos",
    title: "O que levar na mala para os quatro dias",
    subtitle: "Calor, chuva de fim de tarde e muitas atividades ao ar livre",
    summary:
      "Roupas leves, garrafinha, protetor solar e um casaco fino para os auditórios climatizados. Confira a lista completa.",
    bodyHtml: `<p>O início de novembro no Nordeste costuma ser quente, com chance de pancadas de chuva no fim da tarde. Prepare-se:</p>
<ul>
<li>Roupas leves e confortáveis, e um casaco fino para os auditórios.</li>
<li>Garrafinha de água (há pontos de recarga em todos os locais).</li>
<li>Protetor solar, boné e repelente.</li>
<li>Bíblia, caderno e caneta.</li>
<li>Documento com foto e carregador portátil.</li>
</ul>
<p>Para o esporte, leve tênis e roupa apropriada. Medicamentos de uso contínuo devem ficar com você.</p>`,
    author: COMMS,
    publishedAt: recife("2026-10-24", "18:00"),
  },
  {
    id: "programacao-completa-disponivel",
    category: "programacao",
    title: "Programação completa já está no aplicativo",
    subtitle: "Cultos, palestras, oficinas, esportes e comunhão em cinco cidades com programação completa",
    summary:
      "São cerca de dez atividades por dia em cada cidade. Monte sua agenda e garanta a vaga nas oficinas.",
    bodyHtml: `<p>A programação do Together 2026 está publicada! Recife, Fortaleza, João Pessoa, Teresina e Rio Branco têm cerca de <strong>dez atividades por dia</strong>, e as demais cidades-sede têm programação reduzida.</p>
<p>Os horários se repetem todos os dias:</p>
<ul>
<li>07h00 — Devocional</li>
<li>08h00 e 10h00 — Palestras, oficinas e atividades jovens</li>
<li>14h00 e 16h00 — Oficinas, esportes e comunhão</li>
<li>19h30 — Culto da noite (no primeiro dia, Culto de Abertura às 20h)</li>
</ul>
<p>Use o assistente <em>Montar agenda</em> para escolher uma atividade por horário.</p>`,
    author: PROGRAMME,
    publishedAt: recife("2026-10-10", "12:00"),
    imageUrl: "/images/news/programacao.jpg",
    isPopular: true,
  },
  {
    id: "culto-de-abertura-transmissao",
    category: "programacao",
    title: "Culto de Abertura terá transmissão simultânea",
    subtitle: "Todas as cidades-sede se conectam ao vivo no domingo, 01/11, às 20h",
    summary:
      "A abertura oficial acontece em Recife, com transmissão para os auditórios de todas as cidades-sede.",
    bodyHtml: `<p>O <strong>Culto de Abertura</strong> acontece no domingo, 01 de novembro, às 20h, no Pavilhão do Centro de Convenções de Pernambuco, com transmissão simultânea para todas as cidades-sede.</p>
<p>Os portões abrem às 18h30. Chegue cedo: o check-in é feito pelo QR Code e as caravanas terão setores reservados.</p>
<p>Quem estiver inscrito no Culto de Abertura pelo aplicativo tem lugar garantido até as 19h50.</p>`,
    author: PROGRAMME,
    publishedAt: recife("2026-10-24", "15:00"),
  },
  {
    id: UNSAFE_SAMPLE_ID,
    category: "programacao",
    title: "Oficinas com vagas limitadas: garanta a sua",
    subtitle: "Fotografia, violão, primeiros socorros, Libras e muito mais",
    summary:
      "As oficinas têm entre 50 e 100 vagas. Quando lotam, ative o aviso de vaga e seja notificado se alguém desistir.",
    // Sanitiser test data: the <script> element and the onerror= attribute below are deliberate
    // and harmless; the server-side sanitiser must strip both before the body is displayed.
    bodyHtml: `<p>As oficinas do Together 2026 são práticas e acontecem em salas pequenas, por isso as vagas são limitadas — algumas já estão <strong>lotadas</strong>.</p>
<p>Se a oficina que você quer estiver cheia, toque em <em>Avise-me se liberar vaga</em>. Se uma vaga for liberada até 2 horas antes do início, você recebe uma notificação.</p>
<script>alert("Esta mensagem nunca deve aparecer");</script>
<img src="/images/news/oficinas.jpg" alt="Participantes em uma oficina" onerror="alert('onerror não deve ser executado')">
<ul>
<li>Oficina de Fotografia com Celular</li>
<li>Violão para Iniciantes</li>
<li>Primeiros Socorros Básicos</li>
<li>Libras: Comunicação Inclusiva</li>
</ul>`,
    author: PROGRAMME,
    publishedAt: recife("2026-10-15", "08:30"),
    imageUrl: "/images/news/oficinas.jpg",
  },
  {
    id: "missao-voluntaria-200-vagas",
    category: "missoes",
    title: "Projeto Missão Voluntária abre 200 vagas",
    subtitle: "Jovens de 16 a 30 anos podem se inscrever para servir por duas semanas em 2027",
    summary:
      "São 200 vagas para jovens de 16 a 30 anos em projetos de saúde, educação e construção. Menores de 16 anos precisam de autorização dos pais.",
    bodyHtml: `<p>O Departamento de Missões anuncia a nova edição do <strong>Projeto Missão Voluntária</strong>, com <strong>200 vagas</strong> para jovens de <strong>16 a 30 anos</strong>.</p>
<p>Os voluntários servirão por duas semanas em comunidades do Norte e do Nordeste, em três frentes:</p>
<ul>
<li>Saúde: apoio a mutirões de atendimento e educação em saúde.</li>
<li>Educação: reforço escolar e atividades com crianças.</li>
<li>Construção: reforma de escolas e centros comunitários.</li>
</ul>
<p>Participantes com 16 e 17 anos precisam de autorização dos responsáveis. As inscrições abrem no estande de Missões durante o congresso.</p>`,
    author: MISSIONS,
    publishedAt: recife("2026-10-08", "11:00"),
    imageUrl: "/images/news/missao-voluntaria.jpg",
    isPopular: true,
  },
  {
    id: "caravana-solidaria",
    category: "missoes",
    title: "Caravana Solidária arrecada 3 toneladas de alimentos",
    subtitle: "Doações das caravanas serão entregues a instituições das cidades-sede",
    summary:
      "Em dois dias de congresso, a campanha solidária superou a meta. A entrega acontece na quarta-feira.",
    bodyHtml: `<p>A campanha <strong>Caravana Solidária</strong> superou a meta: em apenas dois dias, os participantes doaram mais de <strong>3 toneladas de alimentos</strong> e 1.200 kits de higiene.</p>
<p>As doações serão entregues a abrigos, casas de acolhimento e cozinhas comunitárias de cada cidade-sede.</p>
<p>Ainda dá tempo de participar: os pontos de coleta ficam abertos até o Culto de Encerramento.</p>`,
    author: MISSIONS,
    publishedAt: recife("2026-11-03", "17:30"),
    isPopular: true,
  },
  {
    id: "historias-de-missao-amazonia",
    category: "missoes",
    title: "Do Recife à Amazônia: jovens contam experiência missionária",
    subtitle: "Três meses em comunidades ribeirinhas mudaram a forma como eles veem a fé",
    summary:
      "Rafael, Ana e Tiago passaram três meses em barcos-hospital no Amazonas. Eles estarão no Talk Show de Missões.",
    bodyHtml: `<p>Eles trocaram a rotina da cidade por três meses em <strong>barcos-hospital</strong> que percorrem rios do Amazonas, atendendo comunidades ribeirinhas.</p>
<blockquote>"Aprendi que missão é, antes de tudo, presença", conta Rafael, de Fortaleza.</blockquote>
<p>Os três participam do <em>Talk Show: Histórias de Missão</em> durante o congresso. Confira os horários na Programação.</p>`,
    author: MISSIONS,
    publishedAt: recife("2026-10-18", "14:00"),
  },
  {
    id: "app-versao-2-1",
    category: "aplicativo",
    title: "Versão 2.1 do aplicativo: agenda, comunidade e recompensas",
    subtitle: "Tudo o que você precisa para o congresso em um só lugar",
    summary:
      "A nova versão traz o assistente de agenda, a comunidade por tópicos, o aviso de vaga e o jogo de recompensas.",
    bodyHtml: `<p>A versão <strong>2.1.0</strong> do aplicativo do Together 2026 está no ar. As novidades:</p>
<ul>
<li>Assistente para montar a agenda em cinco passos.</li>
<li>Comunidade com seis tópicos, fotos e comentários.</li>
<li>Aviso de vaga para atividades lotadas.</li>
<li>Recompensas com QR Codes espalhados pelos locais do evento.</li>
<li>Idiomas: português, inglês e espanhol.</li>
</ul>
<p>Encontrou algum problema? Use o botão <em>Falar com suporte</em> na Central de Ajuda.</p>`,
    author: APP_TEAM,
    publishedAt: recife("2026-10-01", "10:00"),
  },
  {
    id: "como-montar-sua-agenda",
    category: "aplicativo",
    title: "Passo a passo: como montar sua agenda no app",
    subtitle: "Escolha a cidade de cada dia e uma atividade por horário",
    summary: "Em cinco passos você escolhe as cidades, seleciona as atividades e confirma sua programação.",
    bodyHtml: `<p>Montar a agenda leva poucos minutos:</p>
<ol>
<li>Em <strong>Programação</strong>, toque em <em>Montar agora</em>.</li>
<li>Escolha a cidade de cada dia.</li>
<li>Selecione uma atividade por horário — as atividades lotadas aparecem como <em>Lotado</em>.</li>
<li>Revise tudo e toque em <em>Confirmar Programação</em>.</li>
</ol>
<p>Depois, use o botão <em>minha agenda</em> para ver só as atividades em que você está inscrito.</p>`,
    author: APP_TEAM,
    publishedAt: recife("2026-10-12", "19:00"),
    isPopular: true,
  },
  {
    id: "recompensas-qr-code",
    category: "aplicativo",
    title: "Recompensas: encontre os QR Codes e suba no ranking",
    subtitle: "Pontos escondidos em Recife, Fortaleza e João Pessoa",
    summary:
      "Cada ponto de recompensa vale de 50 a 200 pontos e pode ser desbloqueado uma vez. Veja como participar.",
    bodyHtml: `<p>Durante o congresso, procure os <strong>QR Codes de recompensa</strong> nos locais de Recife, Fortaleza e João Pessoa. Cada ponto vale de 50 a 200 pontos.</p>
<p>Para desbloquear, abra <em>Recompensas</em> e toque em <em>Escanear QR Code</em>. Seu ranking e seu percentil são atualizados na hora.</p>`,
    author: APP_TEAM,
    publishedAt: recife("2026-10-23", "16:00"),
  },
  {
    id: IMPORTANT_NEWS_ID,
    category: "emergencia",
    title: "Alerta de chuvas fortes em Recife nesta terça",
    subtitle: "Atividades ao ar livre da tarde foram transferidas para locais cobertos",
    summary:
      "A Defesa Civil prevê chuva forte entre 13h e 18h. Confira as mudanças de local e redobre a atenção no trânsito.",
    bodyHtml: `<p>A Defesa Civil emitiu alerta de <strong>chuvas fortes</strong> para Recife nesta terça-feira, 03/11, entre 13h e 18h.</p>
<ul>
<li>As atividades do Parque da Jaqueira foram transferidas para o Pavilhão do Centro de Convenções.</li>
<li>Os ônibus da tarde podem atrasar: acompanhe os avisos no aplicativo.</li>
<li>Evite áreas alagadas e não atravesse ruas com correnteza.</li>
</ul>
<p>Em caso de emergência, procure a equipe de apoio (coletes laranja) ou ligue 193 (Bombeiros).</p>`,
    author: SAFETY,
    publishedAt: recife("2026-11-03", "06:00"),
    isImportant: true,
  },
  {
    id: "postos-medicos-e-contatos",
    category: "emergencia",
    title: "Postos médicos, achados e perdidos e contatos de emergência",
    subtitle: "Saiba onde encontrar ajuda em cada local do congresso",
    summary: "Todos os locais têm posto médico e equipe de apoio. Guarde os telefones de emergência.",
    bodyHtml: `<p>Em todos os locais do Together 2026 há um <strong>posto médico</strong> com equipe de saúde voluntária e uma central de <strong>achados e perdidos</strong>, próximos à entrada principal.</p>
<h3>Telefones úteis</h3>
<ul>
<li>SAMU: 192</li>
<li>Bombeiros: 193</li>
<li>Polícia Militar: 190</li>
</ul>
<p>Crianças e adolescentes devem estar sempre acompanhados dos responsáveis. Em caso de criança perdida, procure imediatamente a equipe de apoio.</p>`,
    author: SAFETY,
    publishedAt: recife("2026-10-22", "08:00"),
  },
];

/** The titleEn…bodyHtmlEs columns of one item (null where it has no translation). */
function newsTranslationColumns(id: string) {
  const { en, es } = NEWS_TRANSLATIONS[id] ?? {};
  return {
    titleEn: en?.title ?? null,
    titleEs: es?.title ?? null,
    subtitleEn: en?.subtitle ?? null,
    subtitleEs: es?.subtitle ?? null,
    summaryEn: en?.summary ?? null,
    summaryEs: es?.summary ?? null,
    bodyHtmlEn: en?.bodyHtml ?? null,
    bodyHtmlEs: es?.bodyHtml ?? null,
  };
}

export function newsRows(): WithId<Prisma.NewsItemCreateManyInput>[] {
  return NEWS.map((n) => ({
    id: n.id,
    title: n.title,
    subtitle: n.subtitle,
    summary: n.summary,
    bodyHtml: n.bodyHtml,
    ...newsTranslationColumns(n.id),
    imageUrl: NEWS_IMAGES[n.id]?.url ?? n.imageUrl ?? null,
    imageAlt: NEWS_IMAGES[n.id]?.alt.pt ?? null,
    imageAltEn: NEWS_IMAGES[n.id]?.alt.en ?? null,
    imageAltEs: NEWS_IMAGES[n.id]?.alt.es ?? null,
    category: n.category,
    author: n.author,
    isPopular: n.isPopular ?? false,
    isImportant: n.isImportant ?? false,
    publishedAt: n.publishedAt,
  }));
}

export async function seedNews(db: Db, stats: WriteStats): Promise<void> {
  await syncRows(stats, newsRows(), "id", {
    findExisting: (ids) => db.newsItem.findMany({ where: { id: { in: ids } } }),
    createMany: (data) => db.newsItem.createMany({ data }),
    update: (id, data) => db.newsItem.update({ where: { id }, data }),
  });
}
