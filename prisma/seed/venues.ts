/**
 * Venues per city (real places, approximate coordinates) used by the schedule, transport
 * and reward points. Kinds: main = plenary hall for worship, auditorium = lectures,
 * rooms = workshop rooms, court = sports, open = parks and squares for fellowship.
 */
import type { CityId } from "./cities";

export type VenueKind = "main" | "auditorium" | "rooms" | "court" | "open";

export interface Venue {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

export const VENUES: Record<CityId, Record<VenueKind, Venue>> = {
  recife: {
    main: {
      name: "Centro de Convenções de Pernambuco — Pavilhão",
      address: "Av. Prof. Andrade Bezerra, s/n — Salgadinho, Olinda - PE",
      latitude: -8.0119,
      longitude: -34.8747,
    },
    auditorium: {
      name: "Teatro Guararapes",
      address: "Av. Prof. Andrade Bezerra, s/n — Salgadinho, Olinda - PE",
      latitude: -8.0126,
      longitude: -34.8755,
    },
    rooms: {
      name: "Centro de Convenções — Salas de Oficina (Bloco B)",
      address: "Av. Prof. Andrade Bezerra, s/n — Salgadinho, Olinda - PE",
      latitude: -8.0114,
      longitude: -34.8741,
    },
    court: {
      name: "Geraldão — Ginásio de Esportes Geraldo Magalhães",
      address: "Av. Mal. Mascarenhas de Morais, s/n — Imbiribeira, Recife - PE",
      latitude: -8.1106,
      longitude: -34.9107,
    },
    open: {
      name: "Parque da Jaqueira",
      address: "Rua do Futuro, s/n — Jaqueira, Recife - PE",
      latitude: -8.0372,
      longitude: -34.9036,
    },
  },
  "joao-pessoa": {
    main: {
      name: "Centro de Convenções de João Pessoa",
      address: "Rod. PB-008, km 5 — Polo Turístico Cabo Branco, João Pessoa - PB",
      latitude: -7.1727,
      longitude: -34.8137,
    },
    auditorium: {
      name: "Centro de Convenções — Auditório Principal",
      address: "Rod. PB-008, km 5 — Polo Turístico Cabo Branco, João Pessoa - PB",
      latitude: -7.1731,
      longitude: -34.8142,
    },
    rooms: {
      name: "Centro de Convenções — Salas Multiuso",
      address: "Rod. PB-008, km 5 — Polo Turístico Cabo Branco, João Pessoa - PB",
      latitude: -7.1724,
      longitude: -34.8131,
    },
    court: {
      name: "Ginásio Ronaldão",
      address: "Av. Dom Pedro II — Centro, João Pessoa - PB",
      latitude: -7.1233,
      longitude: -34.8642,
    },
    open: {
      name: "Parque Solon de Lucena (Lagoa)",
      address: "Av. Getúlio Vargas — Centro, João Pessoa - PB",
      latitude: -7.12,
      longitude: -34.8803,
    },
  },
  fortaleza: {
    main: {
      name: "Centro de Eventos do Ceará — Pavilhão Oeste",
      address: "Av. Washington Soares, 999 — Edson Queiroz, Fortaleza - CE",
      latitude: -3.7736,
      longitude: -38.4824,
    },
    auditorium: {
      name: "Centro de Eventos do Ceará — Auditório Central",
      address: "Av. Washington Soares, 999 — Edson Queiroz, Fortaleza - CE",
      latitude: -3.7741,
      longitude: -38.4818,
    },
    rooms: {
      name: "Centro de Eventos — Salas Temáticas",
      address: "Av. Washington Soares, 999 — Edson Queiroz, Fortaleza - CE",
      latitude: -3.7731,
      longitude: -38.483,
    },
    court: {
      name: "Ginásio Paulo Sarasate",
      address: "Av. Eduardo Girão — Jardim América, Fortaleza - CE",
      latitude: -3.7445,
      longitude: -38.5335,
    },
    open: {
      name: "Aterro da Praia de Iracema",
      address: "Av. Beira Mar — Praia de Iracema, Fortaleza - CE",
      latitude: -3.7205,
      longitude: -38.5141,
    },
  },
  teresina: {
    main: {
      name: "Centro de Convenções de Teresina",
      address: "Av. Mal. Castelo Branco — Cabral, Teresina - PI",
      latitude: -5.0835,
      longitude: -42.8128,
    },
    auditorium: {
      name: "Centro de Convenções — Auditório Principal",
      address: "Av. Mal. Castelo Branco — Cabral, Teresina - PI",
      latitude: -5.0839,
      longitude: -42.8122,
    },
    rooms: {
      name: "Centro de Convenções — Salas de Oficina",
      address: "Av. Mal. Castelo Branco — Cabral, Teresina - PI",
      latitude: -5.0831,
      longitude: -42.8133,
    },
    court: {
      name: "Ginásio Verdinho",
      address: "Av. Frei Serafim — Centro, Teresina - PI",
      latitude: -5.0889,
      longitude: -42.8066,
    },
    open: {
      name: "Parque Potycabana",
      address: "Av. Raul Lopes — Noivos, Teresina - PI",
      latitude: -5.0735,
      longitude: -42.788,
    },
  },
  "rio-branco": {
    main: {
      name: "Centro de Convenções da UFAC",
      address: "Rod. BR-364, km 4 — Distrito Industrial, Rio Branco - AC",
      latitude: -9.9575,
      longitude: -67.8689,
    },
    auditorium: {
      name: "Teatro Plácido de Castro",
      address: "Av. Getúlio Vargas — Centro, Rio Branco - AC",
      latitude: -9.9738,
      longitude: -67.8105,
    },
    rooms: {
      name: "Centro de Convenções da UFAC — Salas de Oficina",
      address: "Rod. BR-364, km 4 — Distrito Industrial, Rio Branco - AC",
      latitude: -9.9579,
      longitude: -67.8682,
    },
    court: {
      name: "Ginásio Poliesportivo da UFAC",
      address: "Rod. BR-364, km 4 — Distrito Industrial, Rio Branco - AC",
      latitude: -9.9568,
      longitude: -67.8701,
    },
    open: {
      name: "Parque da Maternidade",
      address: "Av. Ceará — Centro, Rio Branco - AC",
      latitude: -9.9706,
      longitude: -67.8127,
    },
  },
  salvador: {
    main: {
      name: "Centro de Convenções Salvador",
      address: "Av. Octávio Mangabeira, 5490 — Boca do Rio, Salvador - BA",
      latitude: -12.9784,
      longitude: -38.4322,
    },
    auditorium: {
      name: "Centro de Convenções Salvador — Auditório",
      address: "Av. Octávio Mangabeira, 5490 — Boca do Rio, Salvador - BA",
      latitude: -12.9788,
      longitude: -38.4317,
    },
    rooms: {
      name: "Centro de Convenções Salvador — Salas de Oficina",
      address: "Av. Octávio Mangabeira, 5490 — Boca do Rio, Salvador - BA",
      latitude: -12.978,
      longitude: -38.4327,
    },
    court: {
      name: "Arena Boca do Rio",
      address: "Av. Octávio Mangabeira — Boca do Rio, Salvador - BA",
      latitude: -12.9801,
      longitude: -38.4305,
    },
    open: {
      name: "Parque da Cidade",
      address: "Av. Antônio Carlos Magalhães — Itaigara, Salvador - BA",
      latitude: -12.992,
      longitude: -38.4598,
    },
  },
  maceio: {
    main: {
      name: "Centro Cultural e de Exposições Ruth Cardoso",
      address: "Rua Celso Piatti, s/n — Jaraguá, Maceió - AL",
      latitude: -9.669,
      longitude: -35.726,
    },
    auditorium: {
      name: "Centro Cultural Ruth Cardoso — Auditório",
      address: "Rua Celso Piatti, s/n — Jaraguá, Maceió - AL",
      latitude: -9.6694,
      longitude: -35.7255,
    },
    rooms: {
      name: "Centro Cultural Ruth Cardoso — Salas de Oficina",
      address: "Rua Celso Piatti, s/n — Jaraguá, Maceió - AL",
      latitude: -9.6687,
      longitude: -35.7265,
    },
    court: {
      name: "Ginásio do SESI Jaraguá",
      address: "Jaraguá, Maceió - AL",
      latitude: -9.6702,
      longitude: -35.7281,
    },
    open: {
      name: "Orla de Ponta Verde",
      address: "Av. Silvio Carlos Viana — Ponta Verde, Maceió - AL",
      latitude: -9.6644,
      longitude: -35.7047,
    },
  },
  aracaju: {
    main: {
      name: "Centro de Convenções de Sergipe",
      address: "Av. Tancredo Neves — Capucho, Aracaju - SE",
      latitude: -10.9284,
      longitude: -37.0806,
    },
    auditorium: {
      name: "Centro de Convenções de Sergipe — Auditório",
      address: "Av. Tancredo Neves — Capucho, Aracaju - SE",
      latitude: -10.9288,
      longitude: -37.0801,
    },
    rooms: {
      name: "Centro de Convenções de Sergipe — Salas de Oficina",
      address: "Av. Tancredo Neves — Capucho, Aracaju - SE",
      latitude: -10.928,
      longitude: -37.0811,
    },
    court: {
      name: "Ginásio Constâncio Vieira",
      address: "Av. Augusto Franco — Ponto Novo, Aracaju - SE",
      latitude: -10.9301,
      longitude: -37.0713,
    },
    open: {
      name: "Parque da Sementeira",
      address: "Av. Beira Mar — Jardins, Aracaju - SE",
      latitude: -10.9546,
      longitude: -37.0487,
    },
  },
  natal: {
    main: {
      name: "Centro de Convenções de Natal",
      address: "Av. Sen. Dinarte Mariz (Via Costeira) — Ponta Negra, Natal - RN",
      latitude: -5.847,
      longitude: -35.1962,
    },
    auditorium: {
      name: "Centro de Convenções de Natal — Auditório",
      address: "Av. Sen. Dinarte Mariz (Via Costeira) — Ponta Negra, Natal - RN",
      latitude: -5.8474,
      longitude: -35.1957,
    },
    rooms: {
      name: "Centro de Convenções de Natal — Salas de Oficina",
      address: "Av. Sen. Dinarte Mariz (Via Costeira) — Ponta Negra, Natal - RN",
      latitude: -5.8466,
      longitude: -35.1967,
    },
    court: {
      name: "Ginásio Nélio Dias",
      address: "Av. Dr. João Medeiros Filho — Potengi, Natal - RN",
      latitude: -5.7569,
      longitude: -35.2534,
    },
    open: {
      name: "Parque das Dunas — Bosque dos Namorados",
      address: "Av. Alexandrino de Alencar — Tirol, Natal - RN",
      latitude: -5.812,
      longitude: -35.189,
    },
  },
  "sao-luis": {
    main: {
      name: "Centro de Convenções Pedro Neiva de Santana",
      address: "Av. Jerônimo de Albuquerque — Calhau, São Luís - MA",
      latitude: -2.4968,
      longitude: -44.2592,
    },
    auditorium: {
      name: "Centro de Convenções — Auditório Principal",
      address: "Av. Jerônimo de Albuquerque — Calhau, São Luís - MA",
      latitude: -2.4972,
      longitude: -44.2587,
    },
    rooms: {
      name: "Centro de Convenções — Salas de Oficina",
      address: "Av. Jerônimo de Albuquerque — Calhau, São Luís - MA",
      latitude: -2.4964,
      longitude: -44.2597,
    },
    court: {
      name: "Ginásio Costa Rodrigues",
      address: "Rua Rio Branco — Centro, São Luís - MA",
      latitude: -2.5291,
      longitude: -44.3021,
    },
    open: {
      name: "Lagoa da Jansen",
      address: "Av. Ana Jansen — Ponta d'Areia, São Luís - MA",
      latitude: -2.4975,
      longitude: -44.295,
    },
  },
};
