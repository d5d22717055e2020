import { readConfig } from "./config.ts";
import { resetDatabase } from "./db/database.ts";
import { listBrands } from "./repos/brands.ts";

const config = readConfig();
const { db, applied } = resetDatabase(config.dbPath, { brandsDir: config.brandsDir, gameCount: config.gameCount });
const brands = listBrands(db).map((b) => b.brand);
db.close();
console.log(
  `sandbox database reset at ${config.dbPath}: ${applied.length} migrations, brands: ${brands.join(", ") || "none"}`,
);
