/** An HTTP answer of the local Supabase server's services. */
export type Reply = { status: number; body: string | Uint8Array; headers?: Record<string, string> };

export const jsonReply = (body: unknown, status = 200): Reply => ({
  status,
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json; charset=utf-8" },
});
