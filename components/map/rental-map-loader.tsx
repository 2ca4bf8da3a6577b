"use client";
// Leaflet needs `window`: the map is loaded in the browser only (dynamic with ssr:false must
// live in a client component).
import dynamic from "next/dynamic";

export const RentalMapLoader = dynamic(() => import("./rental-map"), {
  ssr: false,
  loading: () => <div className="flex h-[420px] w-full items-center justify-center rounded-lg bg-slate-100 text-slate-600">Loading map…</div>,
});
