// The skills and achievements catalogues every installation starts with (demo or not).
export const SKILLS: { name: string; category: string; icon: string; description: string }[] = [
  { name: "First Aid", category: "Health & Safety", icon: "🩹", description: "Basic first aid and CPR" },
  { name: "CPR Certified", category: "Health & Safety", icon: "❤️", description: "Current CPR certification" },
  { name: "Food Handling", category: "Health & Safety", icon: "🥫", description: "Food handler card or equivalent" },
  { name: "Carpentry", category: "Construction", icon: "🔨", description: "Framing, finishing and repairs" },
  { name: "Painting", category: "Construction", icon: "🖌️", description: "Interior and exterior painting" },
  { name: "Plumbing", category: "Construction", icon: "🔧", description: "Basic plumbing repairs" },
  { name: "Electrical", category: "Construction", icon: "💡", description: "Licensed or supervised electrical work" },
  { name: "Landscaping", category: "Outdoors", icon: "🌳", description: "Planting, pruning and yard work" },
  { name: "Trail Maintenance", category: "Outdoors", icon: "🥾", description: "Trail building and clearing" },
  { name: "Gardening", category: "Outdoors", icon: "🌱", description: "Community garden care" },
  { name: "Cooking", category: "Food", icon: "🍳", description: "Meal preparation for groups" },
  { name: "Food Sorting", category: "Food", icon: "📦", description: "Sorting and packing donations" },
  { name: "Driving", category: "Logistics", icon: "🚐", description: "Valid license, clean record" },
  { name: "Warehouse", category: "Logistics", icon: "🏭", description: "Lifting, stacking, inventory" },
  { name: "Forklift", category: "Logistics", icon: "🚜", description: "Forklift certification" },
  { name: "Tutoring", category: "Education", icon: "📚", description: "K-12 tutoring" },
  { name: "ESL Teaching", category: "Education", icon: "🗣️", description: "English as a second language" },
  { name: "Mentoring", category: "Education", icon: "🤝", description: "Youth and adult mentoring" },
  { name: "Spanish", category: "Languages", icon: "🇪🇸", description: "Conversational or fluent Spanish" },
  { name: "Vietnamese", category: "Languages", icon: "🇻🇳", description: "Conversational or fluent Vietnamese" },
  { name: "ASL", category: "Languages", icon: "🤟", description: "American Sign Language" },
  { name: "Data Entry", category: "Administrative", icon: "⌨️", description: "Accurate data entry" },
  { name: "Bookkeeping", category: "Administrative", icon: "📒", description: "Basic accounting" },
  { name: "Event Planning", category: "Administrative", icon: "📅", description: "Planning and running events" },
  { name: "Web Development", category: "Technology", icon: "💻", description: "Websites and web apps" },
  { name: "IT Support", category: "Technology", icon: "🖥️", description: "Computer setup and help desk" },
  { name: "Graphic Design", category: "Technology", icon: "🎨", description: "Flyers, social media, branding" },
  { name: "Photography", category: "Communications", icon: "📷", description: "Event photography" },
  { name: "Social Media", category: "Communications", icon: "📣", description: "Posting and community management" },
  { name: "Canvassing", category: "Outreach", icon: "🚪", description: "Door-to-door outreach" },
  { name: "Phone Banking", category: "Outreach", icon: "☎️", description: "Calling campaigns" },
  { name: "Childcare", category: "Care", icon: "🧸", description: "Background-checked childcare" },
  { name: "Elder Care", category: "Care", icon: "👵", description: "Companionship and support for seniors" },
];

export const ACHIEVEMENTS: {
  name: string;
  description: string;
  icon: string;
  badgeColor: string;
  triggerType: "hours_milestone" | "events_milestone" | "manual";
  triggerValue: number | null;
}[] = [
  { name: "First Shift", description: "Completed a first volunteer shift", icon: "🌟", badgeColor: "#0e7490", triggerType: "events_milestone", triggerValue: 1 },
  { name: "10 Hours", description: "10 approved volunteer hours", icon: "⏱️", badgeColor: "#15803d", triggerType: "hours_milestone", triggerValue: 10 },
  { name: "25 Hours", description: "25 approved volunteer hours", icon: "🥉", badgeColor: "#a16207", triggerType: "hours_milestone", triggerValue: 25 },
  { name: "50 Hours", description: "50 approved volunteer hours", icon: "🥈", badgeColor: "#475569", triggerType: "hours_milestone", triggerValue: 50 },
  { name: "100 Hours", description: "100 approved volunteer hours", icon: "🥇", badgeColor: "#b45309", triggerType: "hours_milestone", triggerValue: 100 },
  { name: "250 Hours", description: "250 approved volunteer hours", icon: "🏅", badgeColor: "#7c3aed", triggerType: "hours_milestone", triggerValue: 250 },
  { name: "500 Hours", description: "500 approved volunteer hours", icon: "🏆", badgeColor: "#be123c", triggerType: "hours_milestone", triggerValue: 500 },
  { name: "5 Events", description: "Completed 5 events", icon: "✋", badgeColor: "#0369a1", triggerType: "events_milestone", triggerValue: 5 },
  { name: "25 Events", description: "Completed 25 events", icon: "🙌", badgeColor: "#1d4ed8", triggerType: "events_milestone", triggerValue: 25 },
  { name: "100 Events", description: "Completed 100 events", icon: "💯", badgeColor: "#9d174d", triggerType: "events_milestone", triggerValue: 100 },
  { name: "Team Leader", description: "Led a volunteer team", icon: "🧭", badgeColor: "#166534", triggerType: "manual", triggerValue: null },
  { name: "Community Champion", description: "Outstanding service to the community", icon: "🏵️", badgeColor: "#c2410c", triggerType: "manual", triggerValue: null },
  { name: "Rapid Responder", description: "Answered an urgent call for help", icon: "⚡", badgeColor: "#b91c1c", triggerType: "manual", triggerValue: null },
];
