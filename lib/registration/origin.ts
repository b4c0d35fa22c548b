/**
 * Registration step 1 (origin): the countries of the spec, their states and cities, and the
 * union/association rules of spec part 1 §5. Shared by the form (lists, read-only union and
 * association) and the server (which recomputes them and never trusts the client's copy).
 * Reference data, not event data: an organiser adds a city here (docs/registration.md).
 */

export const ORIGIN_COUNTRIES = ["Brasil", "Argentina", "Chile", "Estados Unidos", "Espanha"] as const;
export type OriginCountry = (typeof ORIGIN_COUNTRIES)[number];

export const STATES: Record<OriginCountry, Record<string, readonly string[]>> = {
  Brasil: {
    AC: ["Rio Branco", "Cruzeiro do Sul"],
    AL: ["Maceió", "Arapiraca", "Palmeira dos Índios"],
    AP: ["Macapá", "Santana"],
    AM: ["Manaus", "Parintins", "Itacoatiara"],
    BA: ["Salvador", "Feira de Santana", "Vitória da Conquista", "Juazeiro"],
    CE: ["Fortaleza", "Juazeiro do Norte", "Sobral", "Caucaia"],
    DF: ["Brasília"],
    ES: ["Vitória", "Vila Velha", "Serra"],
    GO: ["Goiânia", "Anápolis", "Aparecida de Goiânia"],
    MA: ["São Luís", "Imperatriz", "Caxias"],
    MT: ["Cuiabá", "Várzea Grande", "Rondonópolis"],
    MS: ["Campo Grande", "Dourados"],
    MG: ["Belo Horizonte", "Uberlândia", "Juiz de Fora", "Montes Claros"],
    PA: ["Belém", "Ananindeua", "Santarém", "Marabá"],
    PB: ["João Pessoa", "Campina Grande", "Patos"],
    PR: ["Curitiba", "Londrina", "Maringá", "Ponta Grossa"],
    PE: ["Recife", "Olinda", "Jaboatão dos Guararapes", "Caruaru", "Petrolina", "Garanhuns"],
    PI: ["Teresina", "Parnaíba", "Picos"],
    RJ: ["Rio de Janeiro", "Niterói", "Duque de Caxias", "Campos dos Goytacazes"],
    RN: ["Natal", "Mossoró", "Parnamirim"],
    RS: ["Porto Alegre", "Caxias do Sul", "Pelotas"],
    RO: ["Porto Velho", "Ji-Paraná"],
    RR: ["Boa Vista"],
    SC: ["Florianópolis", "Joinville", "Blumenau"],
    SP: ["São Paulo", "Campinas", "Santos", "Ribeirão Preto", "São José dos Campos"],
    SE: ["Aracaju", "Nossa Senhora do Socorro", "Lagarto"],
    TO: ["Palmas", "Araguaína"],
  },
  Argentina: {
    "Buenos Aires": ["Buenos Aires", "La Plata", "Mar del Plata"],
    Córdoba: ["Córdoba", "Villa María"],
    "Entre Ríos": ["Paraná", "Libertador San Martín"],
    Mendoza: ["Mendoza", "San Rafael"],
    "Santa Fe": ["Rosario", "Santa Fe"],
    Tucumán: ["San Miguel de Tucumán"],
  },
  Chile: {
    "Región Metropolitana": ["Santiago", "Puente Alto", "Maipú"],
    Valparaíso: ["Valparaíso", "Viña del Mar"],
    Biobío: ["Concepción", "Chillán", "Los Ángeles"],
    Antofagasta: ["Antofagasta", "Calama"],
    Araucanía: ["Temuco"],
  },
  "Estados Unidos": {
    California: ["Los Angeles", "Loma Linda", "San Francisco"],
    Florida: ["Orlando", "Miami", "Tampa"],
    Massachusetts: ["Boston", "Framingham"],
    "New Jersey": ["Newark"],
    "New York": ["New York"],
    Texas: ["Houston", "Dallas", "Austin"],
  },
  Espanha: {
    Andalucía: ["Sevilla", "Málaga", "Granada"],
    Cataluña: ["Barcelona", "Girona"],
    "Comunidad de Madrid": ["Madrid", "Alcalá de Henares"],
    "Comunidad Valenciana": ["Valencia", "Alicante"],
    Galicia: ["A Coruña", "Vigo"],
    "País Vasco": ["Bilbao", "San Sebastián"],
  },
};

/** Brazilian states are stored as their UF (as in the sample data) and shown by name. */
export const BRAZIL_STATE_NAMES: Record<string, string> = {
  AC: "Acre",
  AL: "Alagoas",
  AP: "Amapá",
  AM: "Amazonas",
  BA: "Bahia",
  CE: "Ceará",
  DF: "Distrito Federal",
  ES: "Espírito Santo",
  GO: "Goiás",
  MA: "Maranhão",
  MT: "Mato Grosso",
  MS: "Mato Grosso do Sul",
  MG: "Minas Gerais",
  PA: "Pará",
  PB: "Paraíba",
  PR: "Paraná",
  PE: "Pernambuco",
  PI: "Piauí",
  RJ: "Rio de Janeiro",
  RN: "Rio Grande do Norte",
  RS: "Rio Grande do Sul",
  RO: "Rondônia",
  RR: "Roraima",
  SC: "Santa Catarina",
  SP: "São Paulo",
  SE: "Sergipe",
  TO: "Tocantins",
};

/** How a state is shown: Brazilian UFs by name, the others as stored. */
export const stateLabel = (country: string, state: string) =>
  country === "Brasil" ? (BRAZIL_STATE_NAMES[state] ?? state) : state;

/** Spain: unions are chosen (Norte, Sul, Central), then one of that union's associations. */
export const SPAIN_UNIONS: Record<string, readonly string[]> = {
  "União Norte": ["Associação Galega", "Associação Cantábrica", "Associação Basca"],
  "União Sul": ["Associação Andaluza", "Associação Murciana"],
  "União Central": ["Associação Madrilena", "Associação Castelhana", "Associação Valenciana"],
};

export interface OriginAffiliation {
  union: string;
  association: string;
}

/** The union and association filled automatically (every country but Espanha), by the spec's table. */
export function automaticAffiliation(country: OriginCountry, state: string): OriginAffiliation | null {
  if (country === "Espanha") return null;
  if (country !== "Brasil") return { union: "União Regional", association: "Associação Local" };
  if (state === "SP") return { union: "União Central Brasileira", association: "Associação Paulista" };
  if (state === "PR") return { union: "União Sul Brasileira", association: "Associação Sul Paranaense" };
  return { union: "União Central Brasileira", association: "Associação Regional" };
}

export const statesOf = (country: string): string[] =>
  isOriginCountry(country)
    ? Object.keys(STATES[country]).sort((a, b) =>
        stateLabel(country, a).localeCompare(stateLabel(country, b), "pt"),
      )
    : [];
export const citiesOf = (country: string, state: string): readonly string[] =>
  isOriginCountry(country) ? (STATES[country][state] ?? []) : [];
export const isOriginCountry = (country: string): country is OriginCountry =>
  (ORIGIN_COUNTRIES as readonly string[]).includes(country);
