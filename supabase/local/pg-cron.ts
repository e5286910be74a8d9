/**
 * pg_cron's background worker, for the stand-in in pg_cron.sql: it reads the active jobs of
 * cron.job every second and starts each whose interval ('[1-59] seconds', or N minutes in cron
 * format) has passed since its last start, the first one interval after the worker saw the job;
 * a job still running is not started again (pg_cron runs at most one instance of a job at a
 * time, its README). A job runs as postgres, the role that schedules the migrations' jobs, and
 * each run is recorded in cron.job_run_details with its status ('succeeded' or 'failed') and
 * message, as pg_cron records them.
 */
import type { PGlite } from "@electric-sql/pglite";

type Job = { jobid: string; command: string; seconds: number | null };

export function startPgCron(db: PGlite, { tickMs = 1000 } = {}) {
  const lastStart = new Map<string, number>();
  const running = new Map<string, Promise<void>>();
  let closed = false;

  async function run(job: Job) {
    const { rows } = await db.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, database, username, command, status, start_time)
       values ($1, current_database(), 'postgres', $2, 'running', now()) returning runid::text`,
      [job.jobid, job.command],
    );
    let status = "succeeded";
    let message = "";
    try {
      await db.exec(job.command);
    } catch (error) {
      status = "failed";
      message = (error as Error).message;
    }
    if (closed) return;
    await db.query(
      `update cron.job_run_details set status = $1, return_message = $2, end_time = now()
       where runid = $3`,
      [status, message, rows[0]?.runid],
    );
  }

  async function tick() {
    const { rows } = await db.query<Job>(
      `select jobid::text, command, cron.interval_seconds(schedule) as seconds
       from cron.job where active`,
    );
    const now = Date.now();
    for (const job of rows) {
      if (closed || !job.seconds || running.has(job.jobid)) continue;
      const last = lastStart.get(job.jobid);
      if (last !== undefined && now - last < job.seconds * 1000) continue;
      lastStart.set(job.jobid, now);
      if (last === undefined) continue;
      const started = run(job)
        .catch((error: unknown) => console.error("pg_cron:", error))
        .finally(() => running.delete(job.jobid));
      running.set(job.jobid, started);
    }
  }

  let ticking = Promise.resolve();
  const timer = setInterval(() => {
    ticking = ticking.then(tick).catch((error: unknown) => {
      if (!closed) console.error("pg_cron:", error);
    });
  }, tickMs);
  timer.unref();

  return {
    /** Stops starting jobs and waits for those running to finish. */
    async close() {
      closed = true;
      clearInterval(timer);
      await ticking;
      await Promise.all(running.values());
    },
  };
}
