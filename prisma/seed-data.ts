// The demo seed's fixed material: a seeded PRNG (so the demo is the same on every machine), the
// names, ZIP codes, opportunity templates and the status plan the demo opportunities follow.

export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    some: <T,>(items: readonly T[], n: number): T[] => {
      const copy = [...items];
      const out: T[] = [];
      while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
  };
}

export const FIRST = ["Maya", "Liam", "Sofia", "Noah", "Ava", "Ethan", "Isabella", "Lucas", "Mia", "Mateo", "Amelia", "Elijah", "Harper", "Logan", "Evelyn", "Aiden", "Abigail", "Jackson", "Emily", "Levi", "Ella", "Owen", "Aria", "Wyatt", "Chloe", "Caleb", "Layla", "Ezra", "Nora", "Hudson", "Zoe", "Kai", "Lily", "Rowan", "Hazel", "Miles"];
export const LAST = ["Nguyen", "Garcia", "Smith", "Johnson", "Kim", "Martinez", "Brown", "Davis", "Lopez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Hill", "Flores", "Green"];
export const INTERESTS = ["environment", "hunger", "housing", "education", "youth", "seniors", "animals", "arts", "health", "disaster relief", "immigrants", "veterans"];
export const ORG_ZIPS = [
  ["97201", "97202", "97205", "97209", "97211", "97212", "97214", "97215", "97217", "97219", "97220", "97232", "97266", "97005", "97030", "97301"],
  ["98101", "98103", "98105", "98109", "98115", "98118", "98122", "98144", "98402", "98004"],
];
export const WEEKDAYS: Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

export const OPPORTUNITY_TEMPLATES = [
  { title: "Food Bank Sorting Shift", labor: "service", demand: "moderate", tech: "none", skills: ["Food Sorting", "Warehouse"], interests: "hunger", hours: 3 },
  { title: "Community Garden Workday", labor: "physical", demand: "moderate", tech: "none", skills: ["Gardening", "Landscaping"], interests: "environment", hours: 4 },
  { title: "Riverbank Cleanup", labor: "physical", demand: "heavy", tech: "none", skills: ["Landscaping"], interests: "environment", hours: 3 },
  { title: "After-School Tutoring", labor: "education", demand: "light", tech: "basic", skills: ["Tutoring", "Mentoring"], interests: "education", hours: 2 },
  { title: "ESL Conversation Circle", labor: "education", demand: "light", tech: "none", skills: ["ESL Teaching", "Spanish"], interests: "immigrants", hours: 2 },
  { title: "Senior Center Tech Help", labor: "technical", demand: "light", tech: "intermediate", skills: ["IT Support"], interests: "seniors", hours: 2 },
  { title: "Home Repair Blitz", labor: "skilled", demand: "heavy", tech: "basic", skills: ["Carpentry", "Painting", "Plumbing"], interests: "housing", hours: 6 },
  { title: "Shelter Meal Prep", labor: "service", demand: "moderate", tech: "none", skills: ["Cooking", "Food Handling"], interests: "hunger", hours: 3 },
  { title: "Volunteer Data Entry", labor: "administrative", demand: "light", tech: "basic", skills: ["Data Entry"], interests: "housing", hours: 3 },
  { title: "Neighborhood Canvass", labor: "outreach", demand: "moderate", tech: "basic", skills: ["Canvassing", "Spanish"], interests: "health", hours: 3 },
  { title: "Trail Restoration Day", labor: "physical", demand: "heavy", tech: "none", skills: ["Trail Maintenance"], interests: "environment", hours: 5 },
  { title: "Nonprofit Website Sprint", labor: "technical", demand: "light", tech: "advanced", skills: ["Web Development", "Graphic Design"], interests: "arts", hours: 4 },
  { title: "Disaster Kit Assembly", labor: "service", demand: "light", tech: "none", skills: ["Warehouse"], interests: "disaster relief", hours: 2 },
  { title: "Youth Soccer Coaching", labor: "education", demand: "moderate", tech: "none", skills: ["Mentoring"], interests: "youth", hours: 2 },
  { title: "Animal Shelter Care", labor: "service", demand: "moderate", tech: "none", skills: [], interests: "animals", hours: 3 },
] as const;

export const STATUS_PLAN = [
  ...Array(4).fill("draft"),
  ...Array(12).fill("published"),
  ...Array(4).fill("full"),
  ...Array(7).fill("completed"),
  ...Array(3).fill("cancelled"),
] as ("draft" | "published" | "full" | "completed" | "cancelled")[];
