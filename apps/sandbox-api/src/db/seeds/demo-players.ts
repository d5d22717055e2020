import type { Seed } from "../seed.ts";
import { hashPassword } from "../../auth/password.ts";
import { insertUser, type NewUser } from "../../repos/users.ts";

/** Stable ids other seeds (wallet, bonuses, limits) attach their rows to. */
export const DEMO_PLAYER_IDS = { newbie: 1, depositor: 2, vip: 3 } as const;
export const DEMO_PASSWORD = "Demo1234!";

// scrypt is slow on purpose; one hash per player per process keeps test databases quick to seed.
let hashes: string[] | undefined;
const demoHash = (index: number) => (hashes ??= [0, 1, 2].map(() => hashPassword(DEMO_PASSWORD)))[index]!;

const players = (): NewUser[] => [
  {
    // Signed up with the short form: nothing locked yet, e-mail not verified, no deposit.
    id: DEMO_PLAYER_IDS.newbie,
    username: "newbie",
    email: "newbie@demo.casino",
    password_hash: demoHash(0),
    registration_type: "short",
    country_code: "MT",
    currency_code: "EUR",
  },
  {
    // Full profile, verified and KYC-approved (so every profile lock applies); deposits come from the wallet seed.
    id: DEMO_PLAYER_IDS.depositor,
    username: "depositor",
    email: "depositor@demo.casino",
    is_email_verified: 1,
    password_hash: demoHash(1),
    registration_type: "full",
    first_name: "Dana",
    last_name: "Deposit",
    address: "12 Republic Street",
    zip_code: "VLT 1111",
    city: "Valletta",
    country_code: "MT",
    currency_code: "EUR",
    date_of_birth: "1990-04-12",
    phone_code: "356",
    phone: "21234567",
    gender: "Female",
    kyc_status: "APPROVED",
    news_letter: 1,
  },
  {
    id: DEMO_PLAYER_IDS.vip,
    username: "vip",
    email: "vip@demo.casino",
    is_email_verified: 1,
    password_hash: demoHash(2),
    registration_type: "full",
    first_name: "Victor",
    last_name: "Highroller",
    nickname: "VIP",
    address: "1 Bay Street",
    zip_code: "M5J 2X2",
    city: "Toronto",
    country_code: "CA",
    currency_code: "CAD",
    date_of_birth: "1980-01-30",
    phone_code: "1",
    phone: "4165550199",
    gender: "Male",
    kyc_status: "APPROVED",
    tags_json: JSON.stringify(["vip"]),
    loyalty_level: 10,
  },
];

export const demoPlayersSeed: Seed = {
  id: "demo-players",
  run(db, { now }) {
    for (const player of players()) insertUser(db, player, now);
  },
};
