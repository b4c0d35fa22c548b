/**
 * Legal documents shown on /terms (single-open accordion, spec 001 §2) and accepted at payment.
 * Versions are the spec's: terms "Janeiro 2024", regulations "2.0", privacy "Janeiro 2024",
 * image rights "1.0". The regulations also keep their superseded "1.0" to exercise versioning.
 * Content is simple HTML; the app sanitises it on display.
 */
import type { Prisma } from "../../lib/server/generated/prisma/client";
import { LEGAL_TEXTS, LEGAL_TITLES } from "./legal-i18n";
import { recife, type Db, type WithId, type WriteStats, syncRows } from "./util";

export type LegalDocumentId = "terms" | "regulations" | "privacy" | "image-rights";

interface LegalVersion {
  version: string;
  publishedAt: Date;
  isCurrent: boolean;
  content: string;
}

interface LegalDoc {
  id: LegalDocumentId;
  title: string;
  versions: LegalVersion[];
}

const TERMS_HTML = `<h3>1. Aceitação</h3>
<p>Estes Termos de Uso regulam o acesso ao aplicativo do <strong>Together 2026</strong>, congresso jovem realizado de 01 a 04 de novembro de 2026 em formato multissede no Nordeste do Brasil. Ao criar sua conta ou utilizar o aplicativo, você declara ter lido e concordado com estes termos.</p>
<h3>2. Cadastro e acesso</h3>
<p>O acesso é feito pelo número de celular, com um código de confirmação enviado pelo aplicativo de mensagens. Cada número identifica uma única conta de adulto. Você é responsável por manter seus dados atualizados e por não compartilhar os códigos recebidos.</p>
<p>Menores de idade participam como dependentes vinculados à conta de um responsável, que responde pelas informações cadastradas e pelas inscrições realizadas em nome deles.</p>
<h3>3. Uso da comunidade</h3>
<p>As publicações, comentários e curtidas são visíveis para os demais participantes. Não é permitido publicar conteúdo ofensivo, discriminatório, enganoso, com propaganda comercial ou que exponha dados pessoais de terceiros. Conteúdos denunciados são analisados pela equipe de moderação e podem ser ocultados.</p>
<ul>
<li>Respeite as pessoas e as diferentes opiniões.</li>
<li>Compartilhe apenas fotos que você tem o direito de divulgar.</li>
<li>Solicitações de contato (WhatsApp ou Instagram) só são atendidas com a aprovação da outra pessoa.</li>
</ul>
<h3>4. Inscrições e pagamentos</h3>
<p>As inscrições em atividades dependem da disponibilidade de vagas. Os valores, formas de pagamento e regras de cancelamento estão descritos no Regulamento do evento.</p>
<h3>5. Alterações</h3>
<p>Estes termos podem ser atualizados. A versão vigente fica sempre disponível no menu do aplicativo, em Termos e Políticas.</p>`;

const REGULATIONS_V2_HTML = `<h3>1. O evento</h3>
<p>O <strong>Together 2026</strong> acontece de 01 a 04 de novembro de 2026, com programação simultânea em várias cidades do Nordeste e sede principal em Recife (PE). O congresso reúne jovens para missão, adoração e vida em comunidade.</p>
<h3>2. Público</h3>
<p>O evento é voltado a jovens de 15 a 35 anos. Participantes menores de 18 anos precisam de autorização do responsável legal, que deve cadastrá-los como dependentes em sua conta.</p>
<h3>3. Modalidades de inscrição</h3>
<ul>
<li><strong>Congressista</strong>: acesso aos quatro dias de programação, R$ 499,00.</li>
<li><strong>Não Congressista</strong>: acesso aos dias escolhidos, R$ 199,00 por dia.</li>
</ul>
<p>A inscrição só é confirmada após a aprovação do pagamento (PIX ou cartão) e o aceite deste Regulamento e do Termo de Consentimento de Uso de Imagem.</p>
<h3>4. Atividades com vagas limitadas</h3>
<p>Oficinas, palestras e demais atividades têm número de vagas definido. Cada participante pode se inscrever em uma atividade por horário. Quando uma atividade estiver lotada, é possível ativar o aviso de vaga: se uma vaga for liberada até 2 horas antes do início, os interessados são avisados por ordem de pedido.</p>
<h3>5. Cancelamentos</h3>
<p>Atividades gratuitas podem ser canceladas pelo participante até 48 horas antes do início; atividades pagas, até 7 dias antes. Se a organização cancelar uma atividade, os inscritos são avisados pelo aplicativo e, quando for o caso, reembolsados automaticamente.</p>
<h3>6. Credenciamento e transporte</h3>
<p>O acesso às atividades e aos ônibus oficiais é feito com o QR Code pessoal do aplicativo, conferido pela equipe de check-in. O código é pessoal e intransferível; cada entrada é registrada uma única vez.</p>
<h3>7. Conduta</h3>
<p>Espera-se de todos os participantes respeito às pessoas, aos espaços e às orientações da equipe. A organização pode suspender o acesso de quem colocar em risco a segurança ou o bem-estar dos demais.</p>`;

const REGULATIONS_V1_HTML = `<h3>1. O evento</h3>
<p>O <strong>Together 2026</strong> acontece de 01 a 04 de novembro de 2026, em Recife (PE).</p>
<h3>2. Inscrições</h3>
<p>As inscrições são individuais e confirmadas após o pagamento. Menores de 18 anos precisam de autorização do responsável legal.</p>
<h3>3. Cancelamentos</h3>
<p>Pedidos de cancelamento devem ser feitos pelo canal de suporte do aplicativo.</p>`;

const PRIVACY_HTML = `<h3>1. Quem somos</h3>
<p>Esta Política de Privacidade explica como a organização do <strong>Together 2026</strong> trata os dados pessoais dos participantes, em conformidade com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).</p>
<h3>2. Dados que coletamos</h3>
<ul>
<li>Dados de cadastro: nome, apelido, data de nascimento, nacionalidade, CPF e RG (ou documento internacional), e-mail, celular, cidade, união e associação.</li>
<li>Dados de participação: inscrições, reservas de transporte, registros de check-in e recompensas.</li>
<li>Conteúdo que você publica na comunidade: textos, fotos, comentários e curtidas.</li>
<li>Dados de pagamento: forma de pagamento, valor e situação do pedido. Não armazenamos o número completo do cartão.</li>
</ul>
<h3>3. Para que usamos</h3>
<p>Usamos os dados para realizar sua inscrição e o pagamento, emitir sua credencial, organizar atividades e transporte, enviar avisos sobre o evento e manter a segurança da comunidade. A base legal é a execução do contrato de inscrição, o cumprimento de obrigações legais e, quando indicado, o seu consentimento.</p>
<h3>4. Compartilhamento</h3>
<p>Os dados são compartilhados apenas com prestadores de serviço necessários ao evento (pagamentos, envio de mensagens e hospedagem), sob contrato e com as mesmas obrigações de proteção. Seu WhatsApp ou Instagram só é enviado a outro participante se você aprovar a solicitação.</p>
<h3>5. Seus direitos</h3>
<p>Você pode, a qualquer momento, confirmar a existência de tratamento, acessar, corrigir ou solicitar a eliminação dos seus dados, revogar consentimentos e pedir a portabilidade, pelo canal "Falar com suporte" do aplicativo. As preferências de notificação e de privacidade do perfil podem ser alteradas diretamente nas configurações.</p>
<h3>6. Retenção</h3>
<p>Os dados são mantidos pelo tempo necessário às finalidades acima e às obrigações legais, e depois eliminados ou anonimizados.</p>`;

const IMAGE_RIGHTS_HTML = `<h3>Termo de Consentimento de Uso de Imagem</h3>
<p>Ao aceitar este termo, autorizo a organização do <strong>Together 2026</strong>, a título gratuito, a captar e utilizar minha imagem e voz registradas em fotos e vídeos durante o evento, realizado de 01 a 04 de novembro de 2026.</p>
<p>As imagens poderão ser usadas em materiais de divulgação institucional do congresso e de futuras edições, nas redes sociais oficiais, no site e no aplicativo, sem finalidade comercial e sempre de forma respeitosa.</p>
<ul>
<li>O uso não gera direito a remuneração ou indenização.</li>
<li>A autorização vale em território nacional e internacional, por prazo indeterminado.</li>
<li>Posso revogar este consentimento para usos futuros pelo canal de suporte do aplicativo.</li>
</ul>
<p>No caso de participantes menores de idade, este consentimento é dado pelo responsável legal que realizou a inscrição.</p>`;

export const LEGAL_DOCUMENTS: LegalDoc[] = [
  {
    id: "terms",
    title: "Termos de Uso",
    versions: [
      {
        version: "Janeiro 2024",
        publishedAt: recife("2024-01-15", "09:00"),
        isCurrent: true,
        content: TERMS_HTML,
      },
    ],
  },
  {
    id: "regulations",
    title: "Regulamento",
    versions: [
      {
        version: "1.0",
        publishedAt: recife("2025-08-01", "09:00"),
        isCurrent: false,
        content: REGULATIONS_V1_HTML,
      },
      {
        version: "2.0",
        publishedAt: recife("2026-03-01", "09:00"),
        isCurrent: true,
        content: REGULATIONS_V2_HTML,
      },
    ],
  },
  {
    id: "privacy",
    title: "Política de Privacidade",
    versions: [
      {
        version: "Janeiro 2024",
        publishedAt: recife("2024-01-15", "09:00"),
        isCurrent: true,
        content: PRIVACY_HTML,
      },
    ],
  },
  {
    id: "image-rights",
    title: "Termo de Consentimento de Uso de Imagem",
    versions: [
      {
        version: "1.0",
        publishedAt: recife("2024-01-15", "09:00"),
        isCurrent: true,
        content: IMAGE_RIGHTS_HTML,
      },
    ],
  },
];

/** The current version of a document (what a participant accepts at payment). */
export function currentLegalVersion(id: LegalDocumentId): string {
  const doc = LEGAL_DOCUMENTS.find((d) => d.id === id);
  const current = doc?.versions.find((v) => v.isCurrent);
  if (!current) throw new Error(`No current version for ${id}`);
  return current.version;
}

/** Documents accepted in the payment step (rules + image rights, spec 000 §2 Payment). */
export const PAYMENT_TERMS: LegalDocumentId[] = ["regulations", "image-rights"];

const LEGAL_CREATED_AT = recife("2024-01-15", "09:00");

function versionId(documentId: string, version: string): string {
  return `${documentId}-${version.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

export async function seedLegal(db: Db, stats: WriteStats): Promise<void> {
  await syncRows(
    stats,
    LEGAL_DOCUMENTS.map((d, i) => ({
      id: d.id,
      position: i + 1,
      title: d.title,
      titleEn: LEGAL_TITLES[d.id]?.en ?? null,
      titleEs: LEGAL_TITLES[d.id]?.es ?? null,
    })),
    "id",
    {
      findExisting: (ids) => db.legalDocument.findMany({ where: { id: { in: ids } } }),
      createMany: (data) =>
        db.legalDocument.createMany({ data: data.map((row) => ({ ...row, updatedAt: LEGAL_CREATED_AT })) }),
      update: (id, data) => db.legalDocument.update({ where: { id }, data }),
    },
  );
  const versions: WithId<Prisma.LegalDocumentVersionCreateManyInput>[] = LEGAL_DOCUMENTS.flatMap((d) =>
    d.versions.map((v) => {
      const tr = LEGAL_TEXTS[`${d.id}@${v.version}`];
      return {
        id: versionId(d.id, v.version),
        documentId: d.id,
        version: v.version,
        versionEn: tr?.en.version ?? null,
        versionEs: tr?.es.version ?? null,
        content: v.content,
        contentEn: tr?.en.content ?? null,
        contentEs: tr?.es.content ?? null,
        publishedAt: v.publishedAt,
        isCurrent: v.isCurrent,
      };
    }),
  );
  await syncRows(stats, versions, "id", {
    findExisting: (ids) => db.legalDocumentVersion.findMany({ where: { id: { in: ids } } }),
    createMany: (data) => db.legalDocumentVersion.createMany({ data }),
    update: (id, data) => db.legalDocumentVersion.update({ where: { id }, data }),
  });
}
