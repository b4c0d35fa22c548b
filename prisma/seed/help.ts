/**
 * Help centre: five topics (spec 001 §2: cadastro, inscricao, programacao, aplicativo,
 * cancelamentos) with four FAQs each. Icons are lucide-react names. The cancellation answers
 * state the spec's policy (48 hours for free events, 7 days for paid ones, automatic notice
 * and refund when the organiser cancels).
 */
import type { Prisma } from "../../lib/server/generated/prisma/client";
import { HELP_TRANSLATIONS } from "./help-i18n";
import { type Db, type WithId, type WriteStats, syncRows } from "./util";

interface TopicSpec {
  id: string;
  title: string;
  description: string;
  icon: string;
  faqs: [string, string][];
}

export const HELP_TOPICS: TopicSpec[] = [
  {
    id: "cadastro",
    title: "Cadastro",
    description: "Criação de conta, dados pessoais, dependentes e acesso ao aplicativo.",
    icon: "UserPlus",
    faqs: [
      [
        "Como faço meu cadastro?",
        "Na tela inicial, toque em 'Fazer meu cadastro' e siga os três passos: origem (país, estado, cidade), dados pessoais e o código de segurança enviado para o seu celular pelo aplicativo de mensagens.",
      ],
      [
        "Não recebi o código de verificação. O que faço?",
        "Confira se o número foi digitado com o código do país e o DDD corretos e se o aplicativo de mensagens está instalado nesse número. Depois que o contador de 3:00 terminar, toque em reenviar para receber um novo código.",
      ],
      [
        "Posso alterar meus dados depois do cadastro?",
        "Sim. No menu, toque em 'Editar Perfil' para mudar foto, nome, bio, estado civil, cor do perfil e as opções de privacidade. Para corrigir CPF ou data de nascimento, fale com o suporte.",
      ],
      [
        "Como cadastro um dependente menor de idade?",
        "No menu, acesse Dependentes, leia as instruções e marque que entendeu. Em seguida, o cadastro do dependente fica vinculado à sua conta, e ele acompanha a sua agenda. Menores de 16 anos precisam de autorização do responsável.",
      ],
    ],
  },
  {
    id: "inscricao",
    title: "Inscrição e Pagamento",
    description: "Planos, valores, formas de pagamento e confirmação da inscrição.",
    icon: "CreditCard",
    faqs: [
      [
        "Qual a diferença entre Congressista e Não Congressista?",
        "O plano Congressista (R$ 499,00) dá acesso aos quatro dias do evento. O plano Não Congressista custa R$ 199,00 por dia, e você escolhe quais dias quer participar.",
      ],
      [
        "Quais formas de pagamento são aceitas?",
        "PIX (com QR Code ou código copia e cola, válido por 10 minutos) e cartão de crédito Visa ou Mastercard.",
      ],
      [
        "Como sei que meu pagamento foi confirmado?",
        "Assim que o pagamento é aprovado, você vê a tela de confirmação com o resumo da inscrição, e sua credencial com QR Code fica disponível no aplicativo.",
      ],
      [
        "Paguei com PIX, mas a inscrição não foi confirmada.",
        "Depois de pagar, toque em 'Já fiz o pagamento' para o aplicativo consultar a confirmação. Se o QR Code expirou antes do pagamento, gere um novo. Se o valor foi debitado e a inscrição continua pendente, fale com o suporte informando o horário do pagamento.",
      ],
    ],
  },
  {
    id: "programacao",
    title: "Programação",
    description: "Agenda, inscrição em atividades, vagas e lista de espera.",
    icon: "Calendar",
    faqs: [
      [
        "Como monto minha agenda?",
        "Em Programação, toque em 'Montar agora'. Escolha a cidade de cada dia e selecione uma atividade por horário. No final, revise e toque em 'Confirmar Programação'.",
      ],
      [
        "Posso me inscrever em duas atividades no mesmo horário?",
        "Não. Cada participante pode ter uma atividade por horário. Ao escolher outra atividade do mesmo horário, a anterior é desmarcada.",
      ],
      [
        "O que acontece quando uma atividade está lotada?",
        "O botão de inscrição é substituído por 'Avise-me se liberar vaga'. Se alguém cancelar até 2 horas antes do início, você recebe uma notificação, por ordem de pedido.",
      ],
      [
        "Meus dependentes precisam montar a agenda?",
        "Não. Os dependentes acompanham a agenda do responsável, e cada um tem a sua própria credencial para o check-in.",
      ],
    ],
  },
  {
    id: "aplicativo",
    title: "Aplicativo",
    description: "Credencial, notificações, idioma e uso do aplicativo durante o evento.",
    icon: "Smartphone",
    faqs: [
      [
        "Onde encontro minha credencial (QR Code)?",
        "Toque no ícone de QR Code no topo da tela durante o evento. A credencial mostra seu QR Code e o seu código de participante, que a equipe pode digitar se a câmera não funcionar.",
      ],
      [
        "Como mudo o idioma do aplicativo?",
        "Em Menu > Configurações, escolha português, inglês ou espanhol e salve. O idioma fica guardado na sua conta.",
      ],
      [
        "Não estou recebendo notificações.",
        "Confira em Menu > Configurações se os tipos de notificação desejados estão ativados e se o navegador ou o celular permite notificações do aplicativo.",
      ],
      [
        "Como funcionam as recompensas?",
        "Durante o evento, procure os QR Codes das recompensas espalhados pelos locais. Cada ponto pode ser desbloqueado uma vez e soma pontos ao seu ranking.",
      ],
    ],
  },
  {
    id: "cancelamentos",
    title: "Cancelamentos e Reembolsos",
    description: "Prazos para cancelar inscrições e como funcionam os reembolsos.",
    icon: "XCircle",
    faqs: [
      [
        "Até quando posso cancelar minha inscrição em uma atividade?",
        "Atividades gratuitas podem ser canceladas até 48 horas antes do início. Atividades pagas podem ser canceladas até 7 dias antes.",
      ],
      [
        "Como cancelo uma inscrição?",
        "Abra a atividade na Programação e toque em 'Desfazer Inscrição', depois em 'Confirmar Cancelamento'. Lembre-se: as vagas são limitadas e talvez não seja possível se inscrever de novo.",
      ],
      [
        "E se a organização cancelar uma atividade?",
        "Se a organização cancelar uma atividade, todos os inscritos são avisados pelo aplicativo e, quando for o caso, o valor é reembolsado automaticamente.",
      ],
      [
        "Como funciona o reembolso de atividades pagas?",
        "Cancelamentos de atividades pagas feitos até 7 dias antes do início são reembolsados pela mesma forma de pagamento usada na compra. Em caso de dúvida, fale com o suporte.",
      ],
    ],
  },
];

/** Every seeded topic is written in all three languages, FAQ for FAQ. */
function translationsOf(t: TopicSpec) {
  const tr = HELP_TRANSLATIONS[t.id];
  if (!tr || tr.en.faqs.length !== t.faqs.length || tr.es.faqs.length !== t.faqs.length)
    throw new Error(`Help topic ${t.id} lacks its English or Spanish FAQs`);
  return tr;
}

export function helpRows(): {
  topics: WithId<Prisma.HelpTopicCreateManyInput>[];
  faqs: WithId<Prisma.FaqCreateManyInput>[];
} {
  return {
    topics: HELP_TOPICS.map((t, i) => {
      const { en, es } = translationsOf(t);
      return {
        id: t.id,
        title: t.title,
        titleEn: en.title,
        titleEs: es.title,
        description: t.description,
        descriptionEn: en.description,
        descriptionEs: es.description,
        icon: t.icon,
        position: i + 1,
      };
    }),
    faqs: HELP_TOPICS.flatMap((t) => {
      const { en, es } = translationsOf(t);
      return t.faqs.map(([question, answer], i) => ({
        id: `${t.id}-${i + 1}`,
        topicId: t.id,
        question,
        questionEn: en.faqs[i]![0],
        questionEs: es.faqs[i]![0],
        answer,
        answerEn: en.faqs[i]![1],
        answerEs: es.faqs[i]![1],
        position: i + 1,
      }));
    }),
  };
}

export async function seedHelp(db: Db, stats: WriteStats): Promise<void> {
  const { topics, faqs } = helpRows();
  await syncRows(stats, topics, "id", {
    findExisting: (ids) => db.helpTopic.findMany({ where: { id: { in: ids } } }),
    createMany: (data) => db.helpTopic.createMany({ data }),
    update: (id, data) => db.helpTopic.update({ where: { id }, data }),
  });
  await syncRows(stats, faqs, "id", {
    findExisting: (ids) => db.faq.findMany({ where: { id: { in: ids } } }),
    createMany: (data) => db.faq.createMany({ data }),
    update: (id, data) => db.faq.update({ where: { id }, data }),
  });
}
