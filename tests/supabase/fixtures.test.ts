// @vitest-environment node
import { expect, it } from "vitest";
import { fileDatabase, garageRequest, sendRequest } from "./fixtures";

const { db } = fileDatabase();

it("stands up the local server's own database, with the Realtime change capture the server reads", async () => {
  const stored = await sendRequest(db, garageRequest);
  const { rows } = await db.query<{ table_name: string; type: string; id: string }>(
    "select table_name, type, record->>'id' as id from local_realtime.changes",
  );
  expect(rows).toEqual([{ table_name: "service_requests", type: "INSERT", id: stored.id }]);
});
