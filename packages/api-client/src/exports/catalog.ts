// Catalogue: games, providers, categories, reference data (countries, currencies, registration fields, location).
export { GAME_TYPES, GameRowsSchema, GameSummarySchema } from "../endpoints/catalog/game-schema.ts";
export type { GameRows, GameSummary, GameType } from "../endpoints/catalog/game-schema.ts";
export {
  GAMES_MAX_PAGE_SIZE,
  GAMES_PAGE_SIZE,
  GAME_SORTS,
  GamesPageSchema,
  GamesResponseSchema,
  SORT_ORDERS,
  gamesInfiniteQueryOptions,
  gamesQueryKey,
  gamesQueryOptions,
  getGames,
} from "../endpoints/catalog/games.ts";
export type { GameSort, GamesFilter, GamesPage, SortOrder } from "../endpoints/catalog/games.ts";
export {
  GameDetailsResponseSchema,
  GameDetailsSchema,
  RelatedGamesResponseSchema,
  gameDetailsQueryOptions,
  gameDetailsPath,
  getGameDetails,
  getRelatedGames,
  relatedGamesQueryOptions,
} from "../endpoints/catalog/game-details.ts";
export type { GameDetails } from "../endpoints/catalog/game-details.ts";
export {
  ProviderSchema,
  ProvidersResponseSchema,
  ProvidersSchema,
  getProviders,
  providersQueryOptions,
} from "../endpoints/catalog/providers.ts";
export type { Provider, Providers } from "../endpoints/catalog/providers.ts";
export {
  CategoryListResponseSchema,
  CategoryListSchema,
  CategorySchema,
  categoryListQueryOptions,
  getCategoryList,
} from "../endpoints/catalog/categories.ts";
export type { Category } from "../endpoints/catalog/categories.ts";
export {
  CountriesResponseSchema,
  CountriesSchema,
  CountrySchema,
  countriesQueryOptions,
  getAllCountries,
} from "../endpoints/catalog/countries.ts";
export type { Countries, Country } from "../endpoints/catalog/countries.ts";
export {
  CurrenciesResponseSchema,
  CurrenciesSchema,
  CurrencySchema,
  currenciesQueryOptions,
  getCurrencies,
} from "../endpoints/catalog/currencies.ts";
export type { Currency } from "../endpoints/catalog/currencies.ts";
export {
  REGISTRATION_FIELD_STATES,
  RegistrationFieldsResponseSchema,
  RegistrationFieldsSchema,
  getRegistrationFields,
  isRegistrationFieldShown,
  registrationFieldsQueryOptions,
} from "../endpoints/catalog/registration-fields.ts";
export type { RegistrationFieldState, RegistrationFields } from "../endpoints/catalog/registration-fields.ts";
export {
  LOCATION_STALE_TIME_MS,
  LocationResponseSchema,
  LocationSchema,
  SubdivisionSchema,
  getLocation,
  locationQueryOptions,
} from "../endpoints/catalog/location.ts";
export type { Location } from "../endpoints/catalog/location.ts";
