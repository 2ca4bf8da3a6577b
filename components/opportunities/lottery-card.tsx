// A lottery's state for the opportunity pages (issue 27): before the draw its close and the
// commitment; after, the seed, the order and each entry's outcome, and the viewer's own result.
// Staff (whose answer names the volunteers) see who each entry is; volunteers see party sizes only.
import type { LotteryDto } from "@/lib/corps/opportunities/lottery-schemas";
import { formatDateTime } from "@/lib/format";

const OUTCOME: Record<string, string> = { seated: "Seated", waitlist: "Waitlist", not_selected: "Not drawn" };

export function LotteryCard({ lottery, zone }: { lottery: LotteryDto; zone: string }) {
  const mine = lottery.entries.find((e) => e.mine);
  const staff = lottery.entries.some((e) => e.volunteer_name !== undefined);
  const seats = lottery.entries.reduce((n, e) => n + e.party_size, 0);
  return (
    <div className="space-y-3 text-sm text-slate-800">
      {lottery.status === "open" ? (
        <p>
          Seats are drawn at random when entries close, {lottery.closes_at ? formatDateTime(lottery.closes_at, zone) : "soon"}.{" "}
          {lottery.entries.length} {lottery.entries.length === 1 ? "entry" : "entries"} ({seats} {seats === 1 ? "person" : "people"}) so far
          {lottery.max_volunteers !== null ? ` for ${lottery.max_volunteers} seats` : ""}.
        </p>
      ) : (
        <p>
          Drawn {lottery.drawn_at ? formatDateTime(lottery.drawn_at, zone) : ""}.{" "}
          {mine ? <strong>Your result: {OUTCOME[mine.outcome ?? ""] ?? "—"}.</strong> : null}
        </p>
      )}
      <p className="break-all">
        <span className="font-medium">Commitment (SHA-256 of the secret seed):</span> <code>{lottery.seed_sha256 ?? "not published yet"}</code>
      </p>
      {lottery.seed && (
        <p className="break-all">
          <span className="font-medium">Seed:</span> <code>{lottery.seed}</code>
        </p>
      )}
      {(lottery.status === "drawn" || staff) && lottery.entries.length > 0 && (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{lottery.status === "drawn" ? "Entries in draw order" : "Entries"}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-3 font-medium">#</th>
                {staff && <th scope="col" className="py-1 pr-3 font-medium">Volunteer</th>}
                <th scope="col" className="py-1 pr-3 font-medium">Party</th>
                {lottery.status === "drawn" && <th scope="col" className="py-1 pr-3 font-medium">Tier</th>}
                {lottery.status === "drawn" && <th scope="col" className="py-1 pr-3 font-medium">Outcome</th>}
              </tr>
            </thead>
            <tbody>
              {lottery.entries.map((e, i) => (
                <tr key={e.signup_id} className={e.mine ? "bg-brand-50" : undefined}>
                  <td className="py-1 pr-3">{i + 1}{e.mine ? " (you)" : ""}</td>
                  {staff && <td className="py-1 pr-3">{e.volunteer_name}</td>}
                  <td className="py-1 pr-3">{e.party_size}</td>
                  {lottery.status === "drawn" && <td className="py-1 pr-3">{e.tier}</td>}
                  {lottery.status === "drawn" && <td className="py-1 pr-3">{OUTCOME[e.outcome ?? ""] ?? "—"}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <a href={`/api/corps/opportunities/${lottery.opportunity_id}/lottery`} className="font-medium text-brand-700 underline hover:text-brand-800">
          Check the draw yourself
        </a>{" "}
        <span className="text-slate-700">(JSON: recompute each ticket as HMAC-SHA256 of the signup id keyed with the seed, and order by tier, then ticket)</span>
      </p>
    </div>
  );
}
