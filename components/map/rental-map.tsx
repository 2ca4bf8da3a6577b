"use client";
// The Leaflet map of the heatmap report: a heat layer weighted by rent and clustered markers.
// Loaded only in the browser (rental-map-loader.tsx). Markers are CSS dots, not image icons,
// so nothing on the map needs the network; without tiles the neutral background remains.
import "leaflet/dist/leaflet.css";
import "react-leaflet-cluster/dist/assets/MarkerCluster.css";
import "react-leaflet-cluster/dist/assets/MarkerCluster.Default.css";
import L from "leaflet";
import "leaflet.heat";
import { useEffect, useMemo } from "react";
import { MapContainer, Marker, Popup, TileLayer, useMap } from "react-leaflet";
import MarkerClusterGroup from "react-leaflet-cluster";
import type { RentalListing } from "@/lib/properties/schemas/rental-listing-schemas";
import type { ZipPoints } from "@/lib/properties/listing-zips";

export interface RentalMapProps {
  listings: RentalListing[];
  zipPoints: ZipPoints;
  tileUrl: string;
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

function HeatLayer({ points, maxRent }: { points: Placed[]; maxRent: number }) {
  const map = useMap();
  useEffect(() => {
    const layer = L.heatLayer(
      points.map((p) => [p.position[0], p.position[1], p.listing.monthlyRent / maxRent]),
      { radius: 25, blur: 18, maxZoom: 13, minOpacity: 0.3 },
    );
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, points, maxRent]);
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

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export default function RentalMap({ listings, zipPoints, tileUrl }: RentalMapProps) {
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
  const maxRent = useMemo(() => Math.max(1, ...placed.map((p) => p.listing.monthlyRent)), [placed]);

  return (
    <div>
      <MapContainer center={[44.0, -121.0]} zoom={6} scrollWheelZoom={false} className="rental-map h-[420px] w-full rounded-lg" aria-label="Map of rental listings">
        <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' />
        <HeatLayer points={placed} maxRent={maxRent} />
        <MarkerClusterGroup chunkedLoading>
          {placed.map(({ listing, position }) => (
            <Marker key={listing.id} position={position} icon={dot} title={`${listing.address}, ${money.format(listing.monthlyRent)}`}>
              <Popup>
                <div className="space-y-0.5 text-sm">
                  <p className="font-semibold">{listing.address || "Address not given"}</p>
                  <p>
                    {money.format(listing.monthlyRent)} / month · {listing.unitType ?? "Unit type unknown"}
                  </p>
                  <p>{listing.propertyManager || "No property manager given"}</p>
                  <p>{listing.availability}</p>
                </div>
              </Popup>
            </Marker>
          ))}
        </MarkerClusterGroup>
        <FitBounds points={placed} />
      </MapContainer>
      <p className="mt-1 text-xs text-slate-600" data-testid="map-placed">
        {placed.length} of {listings.length} listings placed on the map by ZIP code
        {placed.length < listings.length ? " (the others have no known ZIP code)" : ""}.
      </p>
    </div>
  );
}
