-- AlterEnum
-- The giver's signup after a handoff (issue 28): kept, seat released, pointing at the acceptor's signup.
ALTER TYPE "SignupStatus" ADD VALUE 'transferred';
