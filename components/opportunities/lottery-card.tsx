// A lottery's state for the opportunity pages (issue 27): before the draw its close and the
// commitment; after, the seed, the order and each entry's outcome, and the viewer's own result.
// Staff (whose answer names the volunteers) see who each entry is; volunteers see party sizes only.
import { useLocale, useTranslations } from "next-intl";
import type { LotteryDto } from "@/lib/corps/opportunities/lottery-schemas";
import { formatDateTime } from "@/lib/format";

export function LotteryCard({ lottery, zone }: { lottery: LotteryDto; zone: string }) {
  const t = useTranslations("opportunities");
  const locale = useLocale();
  const outcome = (o: LotteryDto["entries"][number]["outcome"]) => (o ? t(`lottery.outcome.${o}`) : "—");
  const mine = lottery.entries.find((e) => e.mine);
  const staff = lottery.entries.some((e) => e.volunteer_name !== undefined);
  const seats = lottery.entries.reduce((n, e) => n + e.party_size, 0);
  return (
    <div className="space-y-3 text-sm text-slate-800">
      {lottery.status === "open" ? (
        <p>
          {t("lottery.drawnWhen", { when: lottery.closes_at ? formatDateTime(lottery.closes_at, zone, locale) : t("lottery.soon") })}{" "}
          {lottery.max_volunteers !== null
            ? t("lottery.soFarFor", { entries: lottery.entries.length, people: seats, seats: lottery.max_volunteers })
            : t("lottery.soFar", { entries: lottery.entries.length, people: seats })}
        </p>
      ) : (
        <p>
          {t("lottery.drawn", { when: lottery.drawn_at ? formatDateTime(lottery.drawn_at, zone, locale) : "" })}{" "}
          {mine ? <strong>{t("lottery.yourResult", { outcome: outcome(mine.outcome) })}</strong> : null}
        </p>
      )}
      <p className="break-all">
        <span className="font-medium">{t("lottery.commitment")}</span> <code>{lottery.seed_sha256 ?? t("lottery.notPublished")}</code>
      </p>
      {lottery.seed && (
        <p className="break-all">
          <span className="font-medium">{t("lottery.seed")}</span> <code>{lottery.seed}</code>
        </p>
      )}
      {(lottery.status === "drawn" || staff) && lottery.entries.length > 0 && (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{lottery.status === "drawn" ? t("lottery.captionDrawn") : t("lottery.caption")}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-3 font-medium">#</th>
                {staff && <th scope="col" className="py-1 pr-3 font-medium">{t("lottery.col.volunteer")}</th>}
                <th scope="col" className="py-1 pr-3 font-medium">{t("lottery.col.party")}</th>
                {lottery.status === "drawn" && <th scope="col" className="py-1 pr-3 font-medium">{t("lottery.col.tier")}</th>}
                {lottery.status === "drawn" && <th scope="col" className="py-1 pr-3 font-medium">{t("lottery.col.outcome")}</th>}
              </tr>
            </thead>
            <tbody>
              {lottery.entries.map((e, i) => (
                <tr key={e.signup_id} className={e.mine ? "bg-brand-50" : undefined}>
                  <td className="py-1 pr-3">{i + 1}{e.mine ? ` ${t("lottery.you")}` : ""}</td>
                  {staff && <td className="py-1 pr-3">{e.volunteer_name}</td>}
                  <td className="py-1 pr-3">{e.party_size}</td>
                  {lottery.status === "drawn" && <td className="py-1 pr-3">{e.tier}</td>}
                  {lottery.status === "drawn" && <td className="py-1 pr-3">{outcome(e.outcome)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <a href={`/api/corps/opportunities/${lottery.opportunity_id}/lottery`} className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("lottery.check")}
        </a>{" "}
        <span className="text-slate-700">{t("lottery.checkHow")}</span>
      </p>
    </div>
  );
}
