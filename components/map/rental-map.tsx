"use client";
// The Leaflet map of the heatmap report, legible with no tile server: US state and county
// outlines from the us-atlas TopoJSON served by this app (public/geo), the city names of the
// listings as labels, rent hexagons (H3 cells coloured by median rent, count in the tooltip)
// with a dollar legend, and the clustered listing markers; hexagons and markers can be switched
// off. Tiles draw under the outlines only when TILE_URL names a tile server: without it the map
// makes no request outside this app (so it works offline and under a strict CSP). Loaded only in
// the browser (rental-map-loader.tsx).
import "leaflet/dist/leaflet.css";
import "react-leaflet-cluster/dist/assets/MarkerCluster.css";
import "react-leaflet-cluster/dist/assets/MarkerCluster.Default.css";
import L from "leaflet";
import { useEffect, useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { MapContainer, Marker, Pane, Popup, TileLayer, useMap, useMapEvents } from "react-leaflet";
import MarkerClusterGroup from "react-leaflet-cluster";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { ZipPoints } from "@/lib/properties/listings/listing-zips";
import { benchmarkIndex, listingStandard } from "@/lib/properties/market/listing-standard";
import type { BenchmarkFigures } from "@/lib/properties/market/sample-benchmarks";
import type { RentalListing } from "@/lib/properties/listings/rental-listing-schemas";
import { hexResolution, rentHexagons } from "./rent-hexagons";
import { colorFor, rentClasses, type RentClass } from "./rent-scale";
import { intlLocale } from "@/lib/i18n/locales";

/** Same origin, so a Content-Security-Policy with connect-src 'self' allows it; versioned with the package. */
export const US_ATLAS_URL = "/geo/us-atlas-3.0.1/counties-10m.json";

export interface RentalMapProps {
  listings: RentalListing[];
  zipPoints: ZipPoints;
  tileUrl: string | null;
  benchmarks: readonly BenchmarkFigures[];
  percent: number;
}

interface Placed {
  listing: RentalListing;
  position: [number, number];
}

const dot = L.divIcon({ className: "rent-marker", iconSize: [14, 14], iconAnchor: [7, 7], popupAnchor: [0, -8] });

/** Listings of one ZIP share its centroid; a small offset derived from the id spreads them out. */
function jitter(id: string): [number, number] {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (Math.imul(h, 31) + id.charCodeAt(i)) | 0;
  return [(((h & 0xff) / 255) - 0.5) * 0.012, ((((h >> 8) & 0xff) / 255) - 0.5) * 0.016];
}

type Atlas = Topology<{ counties: GeometryCollection; states: GeometryCollection; nation: GeometryCollection }>;

function UsOutlines() {
  const map = useMap();
  useEffect(() => {
    const controller = new AbortController();
    let layers: L.Layer[] = [];
    fetch(US_ATLAS_URL, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Atlas>) : Promise.reject(new Error(`outlines: ${res.status}`))))
      .then((atlas) => {
        const o = atlas.objects;
        // Borders drawn once each: county lines inside a state, state lines, then the coast and borders of the nation.
        const county = mesh(atlas, o.counties, (a, b) => a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2));
        const state = mesh(atlas, o.states, (a, b) => a !== b);
        const nation = feature(atlas, o.nation);
        layers = [
          L.geoJSON(county, { pane: "outlines", interactive: false, style: { className: "map-county-outline", color: "#94a3b8", weight: 0.6, opacity: 0.9 } }),
          L.geoJSON(state, { pane: "outlines", interactive: false, style: { className: "map-state-outline", color: "#475569", weight: 1.3 } }),
          L.geoJSON(nation, { pane: "outlines", interactive: false, style: { className: "map-nation-outline", color: "#334155", weight: 1.6, fill: false } }),
        ];
        for (const layer of layers) layer.addTo(map);
      })
      .catch((err: unknown) => {
        // Aborted on unmount, or the file is missing: the map still works, without outlines.
        if (!controller.signal.aborted) console.warn(err);
      });
    return () => {
      controller.abort();
      for (const layer of layers) layer.remove();
    };
  }, [map]);
  return null;
}

/** Whole dollars in the reader's locale. */
function useMoney(): Intl.NumberFormat {
  const locale = useLocale();
  return useMemo(() => new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: "USD", maximumFractionDigits: 0 }), [locale]);
}

function HexLayer({ placed, onClasses }: { placed: Placed[]; onClasses: (classes: RentClass[]) => void }) {
  const t = useTranslations("map");
  const money = useMoney();
  const map = useMap();
  const [zoom, setZoom] = useState(map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const resolution = hexResolution(zoom);
  const hexagons = useMemo(() => rentHexagons(placed.map((p) => ({ position: p.position, rent: p.listing.monthlyRent })), resolution), [placed, resolution]);
  useEffect(() => {
    const classes = rentClasses(hexagons.map((h) => h.median));
    onClasses(classes);
    const group = L.layerGroup(
      hexagons.map((h) =>
        L.polygon(h.boundary, { pane: "hexagons", className: "rent-hex", color: "#7f1d1d", weight: 0.8, fillColor: colorFor(classes, h.median), fillOpacity: 0.65 }).bindTooltip(
          t("map.hexTooltip", { median: money.format(h.median), count: h.count }),
          { sticky: true },
        ),
      ),
    );
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, hexagons, onClasses, t, money]);
  return null;
}

function CityLabels({ placed }: { placed: Placed[] }) {
  const map = useMap();
  useEffect(() => {
    const cities = new Map<string, { lat: number; lng: number; n: number }>();
    for (const { listing, position } of placed) {
      if (listing.neighborhood === "Unknown") continue;
      const c = cities.get(listing.neighborhood) ?? { lat: 0, lng: 0, n: 0 };
      cities.set(listing.neighborhood, { lat: c.lat + position[0], lng: c.lng + position[1], n: c.n + 1 });
    }
    const group = L.layerGroup(
      [...cities].map(([name, c]) => {
        // Text content, never HTML: city names come from listing data.
        const span = document.createElement("span");
        span.textContent = name;
        return L.marker([c.lat / c.n, c.lng / c.n], { pane: "labels", interactive: false, keyboard: false, icon: L.divIcon({ className: "map-city-label", html: span, iconSize: [0, 0] }) });
      }),
    );
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, placed]);
  return null;
}

function FitBounds({ points }: { points: Placed[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    map.fitBounds(L.latLngBounds(points.map((p) => p.position)), { padding: [24, 24], maxZoom: 13 });
  }, [map, points]);
  return null;
}

export default function RentalMap({ listings, zipPoints, tileUrl, benchmarks, percent }: RentalMapProps) {
  const t = useTranslations("map");
  const money = useMoney();
  const [showHexagons, setShowHexagons] = useState(true);
  const [showMarkers, setShowMarkers] = useState(true);
  const [classes, setClasses] = useState<RentClass[]>([]);
  const placed = useMemo<Placed[]>(
    () =>
      listings.flatMap((listing) => {
        const base = listing.zipCode ? zipPoints[listing.zipCode.slice(0, 5)] : undefined;
        if (!base) return [];
        const [dy, dx] = jitter(listing.id);
        return [{ listing, position: [base[0] + dy, base[1] + dx] as [number, number] }];
      }),
    [listings, zipPoints],
  );
  const index = useMemo(() => benchmarkIndex(benchmarks), [benchmarks]);

  return (
    <div className="space-y-2">
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{t("map.layers")}</legend>
        <label className="flex items-center gap-1.5">
          <input type="checkbox" checked={showHexagons} onChange={(e) => setShowHexagons(e.target.checked)} /> {t("map.hexagons")}
        </label>
        <label className="flex items-center gap-1.5">
          <input type="checkbox" checked={showMarkers} onChange={(e) => setShowMarkers(e.target.checked)} /> {t("map.markers")}
        </label>
      </fieldset>
      <MapContainer center={[44.0, -121.0]} zoom={6} minZoom={3} maxZoom={18} scrollWheelZoom={false} className="rental-map h-[420px] w-full rounded-lg" aria-label={t("map.label")}>
        {tileUrl && <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' />}
        {/* Above the tiles: hexagons, then the outlines (never catching the pointer), then the labels; markers stay on top. */}
        <Pane name="hexagons" style={{ zIndex: 410 }} />
        <Pane name="outlines" style={{ zIndex: 450, pointerEvents: "none" }} />
        <Pane name="labels" style={{ zIndex: 460, pointerEvents: "none" }} />
        <UsOutlines />
        <CityLabels placed={placed} />
        {showHexagons && <HexLayer placed={placed} onClasses={setClasses} />}
        {showMarkers && (
          <MarkerClusterGroup chunkedLoading>
            {placed.map(({ listing, position }) => {
              const standard = listingStandard(listing, index, percent);
              return (
                <Marker key={listing.id} position={position} icon={dot} title={`${listing.address}, ${money.format(listing.monthlyRent)}`}>
                  <Popup>
                    <div className="space-y-0.5 text-sm">
                      <p className="font-semibold">{listing.address || t("map.noAddress")}</p>
                      <p>
                        {t("map.perMonth", { rent: money.format(listing.monthlyRent), unit: listing.unitType ?? t("map.unitUnknown") })}
                      </p>
                      {standard && (
                        <p>
                          {standard.within
                            ? t("map.standardWithin", { amount: money.format(standard.paymentStandard) })
                            : t("map.standardAbove", { amount: money.format(standard.paymentStandard) })}
                        </p>
                      )}
                      <p>{listing.propertyManager || t("map.noManager")}</p>
                      <p>{listing.availability}</p>
                    </div>
                  </Popup>
                </Marker>
              );
            })}
          </MarkerClusterGroup>
        )}
        <FitBounds points={placed} />
      </MapContainer>
      {showHexagons && classes.length > 0 && (
        <div data-testid="rent-legend" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-800">
          <span className="font-medium">{t("map.legend")}</span>
          <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label={t("map.scale")}>
            {classes.map((c, i) => (
              <li key={c.color} className="flex items-center gap-1">
                <span aria-hidden="true" className="inline-block h-3 w-5 rounded-sm border border-slate-400" style={{ background: c.color }} />
                {i === classes.length - 1 ? t("map.andUp", { from: money.format(c.from) }) : `${money.format(c.from)}–${money.format(c.to)}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-xs text-slate-600" data-testid="map-placed">
        {t("map.placed", { placed: placed.length, total: listings.length })}
        {placed.length < listings.length ? t("map.unplaced") : ""}
        {t("map.outlines")}
        {tileUrl ? "" : t("map.noTiles")}.
      </p>
    </div>
  );
}
