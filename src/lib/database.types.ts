export type * from "@shared/database.types";
