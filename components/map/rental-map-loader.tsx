"use client";
// Leaflet needs `window`: the map is loaded in the browser only (dynamic with ssr:false must
// live in a client component).
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

function MapLoading() {
  const t = useTranslations("map");
  return <div className="flex h-[420px] w-full items-center justify-center rounded-lg bg-slate-100 text-slate-600">{t("map.loading")}</div>;
}

export const RentalMapLoader = dynamic(() => import("./rental-map"), { ssr: false, loading: MapLoading });
