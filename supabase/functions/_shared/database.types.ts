// Written by `npm run db:types` (scripts/db-types.js) from supabase/migrations: do not edit.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      crew: {
        Row: {
          email: string;
          invited_at: string;
          removed_at: string | null;
          user_id: string;
        };
        Insert: {
          email: string;
          invited_at?: string;
          removed_at?: string | null;
          user_id: string;
        };
        Update: {
          email?: string;
          invited_at?: string;
          removed_at?: string | null;
          user_id?: string;
        };
        Relationships: [];
      };
      deposit_refunds: {
        Row: {
          cents: number;
          deposit_id: string;
          event_id: string | null;
          id: string;
          refunded_at: string;
        };
        Insert: {
          cents: number;
          deposit_id: string;
          event_id?: string | null;
          id?: string;
          refunded_at: string;
        };
        Update: {
          cents?: number;
          deposit_id?: string;
          event_id?: string | null;
          id?: string;
          refunded_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "deposit_refunds_deposit_id_fkey";
            columns: ["deposit_id"];
            isOneToOne: false;
            referencedRelation: "quote_deposits";
            referencedColumns: ["id"];
          },
        ];
      };
      missed_pickup_reports: {
        Row: {
          building_id: string;
          created_at: string;
          has_photo: boolean;
          held_reason: string | null;
          id: string;
          night: string;
          phone: string | null;
          property_id: string;
          source_56_hash: string | null;
          source_hash: string | null;
          unit: string | null;
        };
        Insert: {
          building_id: string;
          created_at?: string;
          has_photo?: boolean;
          held_reason?: string | null;
          id: string;
          night?: string;
          phone?: string | null;
          property_id: string;
          source_56_hash?: string | null;
          source_hash?: string | null;
          unit?: string | null;
        };
        Update: {
          building_id?: string;
          created_at?: string;
          has_photo?: boolean;
          held_reason?: string | null;
          id?: string;
          night?: string;
          phone?: string | null;
          property_id?: string;
          source_56_hash?: string | null;
          source_hash?: string | null;
          unit?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "missed_pickup_reports_building_id_fkey";
            columns: ["building_id"];
            isOneToOne: false;
            referencedRelation: "property_buildings";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "missed_pickup_reports_property_id_fkey";
            columns: ["property_id"];
            isOneToOne: false;
            referencedRelation: "properties";
            referencedColumns: ["id"];
          },
        ];
      };
      partners: {
        Row: {
          company_name: string;
          contact_name: string;
          created_at: string;
          id: string;
          phone: string;
          service_state: string;
          stripe_customer_id: string | null;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          company_name: string;
          contact_name: string;
          created_at?: string;
          id?: string;
          phone: string;
          service_state?: string;
          stripe_customer_id?: string | null;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          company_name?: string;
          contact_name?: string;
          created_at?: string;
          id?: string;
          phone?: string;
          service_state?: string;
          stripe_customer_id?: string | null;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      pickup_marks: {
        Row: {
          building_id: string;
          happened_at: string;
          id: string;
          kind: string;
          marked_at: string;
          marked_by: string | null;
          night: string;
          note: string | null;
          photo_path: string | null;
          problem: string | null;
          property_id: string;
          recorded_at: string;
          sent_after_ms: number;
          unit: string | null;
        };
        Insert: {
          building_id: string;
          happened_at?: string;
          id: string;
          kind: string;
          marked_at: string;
          marked_by?: string | null;
          night?: string;
          note?: string | null;
          photo_path?: string | null;
          problem?: string | null;
          property_id: string;
          recorded_at?: string;
          sent_after_ms?: number;
          unit?: string | null;
        };
        Update: {
          building_id?: string;
          happened_at?: string;
          id?: string;
          kind?: string;
          marked_at?: string;
          marked_by?: string | null;
          night?: string;
          note?: string | null;
          photo_path?: string | null;
          problem?: string | null;
          property_id?: string;
          recorded_at?: string;
          sent_after_ms?: number;
          unit?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "pickup_marks_building_id_fkey";
            columns: ["building_id"];
            isOneToOne: false;
            referencedRelation: "property_buildings";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "pickup_marks_property_id_fkey";
            columns: ["property_id"];
            isOneToOne: false;
            referencedRelation: "properties";
            referencedColumns: ["id"];
          },
        ];
      };
      properties: {
        Row: {
          access_notes: string | null;
          active: boolean;
          city: string;
          created_at: string;
          id: string;
          name: string;
          partner_id: string;
          public_code: string;
          rules: string | null;
          service_override: string | null;
          set_out_from: string | null;
          set_out_until: string | null;
          street_address: string;
          units: number;
          updated_at: string;
        };
        Insert: {
          access_notes?: string | null;
          active?: boolean;
          city: string;
          created_at?: string;
          id?: string;
          name: string;
          partner_id: string;
          public_code?: string;
          rules?: string | null;
          service_override?: string | null;
          set_out_from?: string | null;
          set_out_until?: string | null;
          street_address: string;
          units: number;
          updated_at?: string;
        };
        Update: {
          access_notes?: string | null;
          active?: boolean;
          city?: string;
          created_at?: string;
          id?: string;
          name?: string;
          partner_id?: string;
          public_code?: string;
          rules?: string | null;
          service_override?: string | null;
          set_out_from?: string | null;
          set_out_until?: string | null;
          street_address?: string;
          units?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "properties_partner_id_fkey";
            columns: ["partner_id"];
            isOneToOne: false;
            referencedRelation: "partners";
            referencedColumns: ["id"];
          },
        ];
      };
      property_buildings: {
        Row: {
          created_at: string;
          id: string;
          name: string;
          position: number | null;
          property_id: string;
          retired_at: string | null;
        };
        Insert: {
          created_at?: string;
          id?: string;
          name: string;
          position?: number | null;
          property_id: string;
          retired_at?: string | null;
        };
        Update: {
          created_at?: string;
          id?: string;
          name?: string;
          position?: number | null;
          property_id?: string;
          retired_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "property_buildings_property_id_fkey";
            columns: ["property_id"];
            isOneToOne: false;
            referencedRelation: "properties";
            referencedColumns: ["id"];
          },
        ];
      };
      push_subscriptions: {
        Row: {
          auth: string;
          created_at: string;
          endpoint: string;
          last_seen_at: string;
          p256dh: string;
          user_id: string;
        };
        Insert: {
          auth: string;
          created_at?: string;
          endpoint: string;
          last_seen_at?: string;
          p256dh: string;
          user_id?: string;
        };
        Update: {
          auth?: string;
          created_at?: string;
          endpoint?: string;
          last_seen_at?: string;
          p256dh?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "push_subscriptions_user_id_fkey";
            columns: ["user_id"];
            isOneToOne: false;
            referencedRelation: "staff";
            referencedColumns: ["user_id"];
          },
        ];
      };
      quote_deposits: {
        Row: {
          amount_cents: number;
          checkout_session_id: string | null;
          created_at: string;
          id: string;
          link_id: string;
          paid_at: string | null;
          payment_intent_id: string | null;
          quote_cents: number;
          refunded_at: string | null;
          request_id: string;
          status: string;
        };
        Insert: {
          amount_cents: number;
          checkout_session_id?: string | null;
          created_at?: string;
          id?: string;
          link_id: string;
          paid_at?: string | null;
          payment_intent_id?: string | null;
          quote_cents: number;
          refunded_at?: string | null;
          request_id: string;
          status?: string;
        };
        Update: {
          amount_cents?: number;
          checkout_session_id?: string | null;
          created_at?: string;
          id?: string;
          link_id?: string;
          paid_at?: string | null;
          payment_intent_id?: string | null;
          quote_cents?: number;
          refunded_at?: string | null;
          request_id?: string;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: "quote_deposits_link_id_fkey";
            columns: ["link_id"];
            isOneToOne: false;
            referencedRelation: "quote_links";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "quote_deposits_request_id_fkey";
            columns: ["request_id"];
            isOneToOne: false;
            referencedRelation: "service_requests";
            referencedColumns: ["id"];
          },
        ];
      };
      quote_links: {
        Row: {
          accepted_at: string | null;
          accepted_cents: number | null;
          accepted_day: string | null;
          created_at: string;
          declined_at: string | null;
          emailed_at: string | null;
          id: string;
          offered_days: string[];
          request_id: string;
          revoked_at: string | null;
          sent_at: string | null;
          token_hash: string;
          viewed_at: string | null;
        };
        Insert: {
          accepted_at?: string | null;
          accepted_cents?: number | null;
          accepted_day?: string | null;
          created_at?: string;
          declined_at?: string | null;
          emailed_at?: string | null;
          id?: string;
          offered_days?: string[];
          request_id: string;
          revoked_at?: string | null;
          sent_at?: string | null;
          token_hash: string;
          viewed_at?: string | null;
        };
        Update: {
          accepted_at?: string | null;
          accepted_cents?: number | null;
          accepted_day?: string | null;
          created_at?: string;
          declined_at?: string | null;
          emailed_at?: string | null;
          id?: string;
          offered_days?: string[];
          request_id?: string;
          revoked_at?: string | null;
          sent_at?: string | null;
          token_hash?: string;
          viewed_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "quote_links_request_id_fkey";
            columns: ["request_id"];
            isOneToOne: false;
            referencedRelation: "service_requests";
            referencedColumns: ["id"];
          },
        ];
      };
      request_receipts: {
        Row: {
          queued_at: string;
          request_id: string;
        };
        Insert: {
          queued_at?: string;
          request_id: string;
        };
        Update: {
          queued_at?: string;
          request_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "request_receipts_request_id_fkey";
            columns: ["request_id"];
            isOneToOne: true;
            referencedRelation: "service_requests";
            referencedColumns: ["id"];
          },
        ];
      };
      request_reminders: {
        Row: {
          day: string;
          queued_at: string;
          request_id: string;
        };
        Insert: {
          day: string;
          queued_at?: string;
          request_id: string;
        };
        Update: {
          day?: string;
          queued_at?: string;
          request_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "request_reminders_request_id_fkey";
            columns: ["request_id"];
            isOneToOne: false;
            referencedRelation: "service_requests";
            referencedColumns: ["id"];
          },
        ];
      };
      service_requests: {
        Row: {
          address: string;
          city: string;
          contact_method: string;
          contacted_at: string | null;
          created_at: string;
          email: string | null;
          garage_size: string | null;
          held_reason: string | null;
          id: string;
          lost_reason: string | null;
          name: string;
          notes: string | null;
          owner_notes: string | null;
          phone: string;
          photo_count: number;
          property_name: string | null;
          quote_cents: number | null;
          review_requested_at: string | null;
          rooms: number | null;
          scheduled_for: string | null;
          scheduled_from: string | null;
          scheduled_until: string | null;
          service: string;
          set_out_note: string | null;
          sms_consent: boolean;
          source_56_hash: string | null;
          source_hash: string | null;
          source_host: string | null;
          source_page: string | null;
          start_date: string | null;
          status: string;
          status_changed_at: string | null;
          unit: string | null;
          units: number | null;
          quote_state: string | null;
        };
        Insert: {
          address: string;
          city: string;
          contact_method: string;
          contacted_at?: string | null;
          created_at?: string;
          email?: string | null;
          garage_size?: string | null;
          held_reason?: string | null;
          id?: string;
          lost_reason?: string | null;
          name: string;
          notes?: string | null;
          owner_notes?: string | null;
          phone: string;
          photo_count?: number;
          property_name?: string | null;
          quote_cents?: number | null;
          review_requested_at?: string | null;
          rooms?: number | null;
          scheduled_for?: string | null;
          scheduled_from?: string | null;
          scheduled_until?: string | null;
          service: string;
          set_out_note?: string | null;
          sms_consent?: boolean;
          source_56_hash?: string | null;
          source_hash?: string | null;
          source_host?: string | null;
          source_page?: string | null;
          start_date?: string | null;
          status?: string;
          status_changed_at?: string | null;
          unit?: string | null;
          units?: number | null;
        };
        Update: {
          address?: string;
          city?: string;
          contact_method?: string;
          contacted_at?: string | null;
          created_at?: string;
          email?: string | null;
          garage_size?: string | null;
          held_reason?: string | null;
          id?: string;
          lost_reason?: string | null;
          name?: string;
          notes?: string | null;
          owner_notes?: string | null;
          phone?: string;
          photo_count?: number;
          property_name?: string | null;
          quote_cents?: number | null;
          review_requested_at?: string | null;
          rooms?: number | null;
          scheduled_for?: string | null;
          scheduled_from?: string | null;
          scheduled_until?: string | null;
          service?: string;
          set_out_note?: string | null;
          sms_consent?: boolean;
          source_56_hash?: string | null;
          source_hash?: string | null;
          source_host?: string | null;
          source_page?: string | null;
          start_date?: string | null;
          status?: string;
          status_changed_at?: string | null;
          unit?: string | null;
          units?: number | null;
        };
        Relationships: [];
      };
      staff: {
        Row: {
          created_at: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      stripe_events: {
        Row: {
          created: string;
          id: string;
          received_at: string;
          type: string;
        };
        Insert: {
          created: string;
          id: string;
          received_at?: string;
          type: string;
        };
        Update: {
          created?: string;
          id?: string;
          received_at?: string;
          type?: string;
        };
        Relationships: [];
      };
      stripe_subscriptions: {
        Row: {
          cancel_at: string | null;
          cancel_at_period_end: boolean;
          canceled_at: string | null;
          currency: string;
          current_period_end: string;
          customer_id: string;
          id: string;
          partner_id: string;
          price_id: string;
          property_id: string | null;
          quantity: number;
          status: string;
          stripe_event_created: string;
          unit_amount: number;
          updated_at: string;
        };
        Insert: {
          cancel_at?: string | null;
          cancel_at_period_end: boolean;
          canceled_at?: string | null;
          currency: string;
          current_period_end: string;
          customer_id: string;
          id: string;
          partner_id: string;
          price_id: string;
          property_id?: string | null;
          quantity: number;
          status: string;
          stripe_event_created: string;
          unit_amount: number;
          updated_at?: string;
        };
        Update: {
          cancel_at?: string | null;
          cancel_at_period_end?: boolean;
          canceled_at?: string | null;
          currency?: string;
          current_period_end?: string;
          customer_id?: string;
          id?: string;
          partner_id?: string;
          price_id?: string;
          property_id?: string | null;
          quantity?: number;
          status?: string;
          stripe_event_created?: string;
          unit_amount?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "stripe_subscriptions_partner_id_fkey";
            columns: ["partner_id"];
            isOneToOne: false;
            referencedRelation: "partners";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "stripe_subscriptions_property_id_fkey";
            columns: ["property_id"];
            isOneToOne: false;
            referencedRelation: "properties";
            referencedColumns: ["id"];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      answer_quote: {
        Args: { accept: boolean; day?: string; reason?: string; token_hash: string };
        Returns: boolean;
      };
      apply_deposit_event: {
        Args: {
          deposit_id?: string;
          event_created: string;
          event_id: string;
          event_type: string;
          outcome: string;
          payment_intent_id?: string;
          refunded_cents?: number;
        };
        Returns: string;
      };
      apply_stripe_event: {
        Args: {
          customer_id?: string;
          event_created: string;
          event_id: string;
          event_type: string;
          partner_id?: string;
          retrieved?: boolean;
          subscription?: Json;
        };
        Returns: string;
      };
      begin_deposit: {
        Args: { amount_cents: number; token_hash: string };
        Returns: {
          amount_cents: number;
          checkout_session_id: string | null;
          created_at: string;
          id: string;
          link_id: string;
          paid_at: string | null;
          payment_intent_id: string | null;
          quote_cents: number;
          refunded_at: string | null;
          request_id: string;
          status: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "quote_deposits";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      claim_quote_email: {
        Args: { request_id: string; token_hash: string };
        Returns: {
          email: string;
          link_id: string;
          name: string;
          service: string;
          status: string;
        }[];
      };
      create_quote_link: { Args: { offered_days?: string[]; request_id: string }; Returns: string };
      crew_jobs: {
        Args: Record<PropertyKey, never>;
        Returns: {
          address: string;
          city: string;
          first_name: string;
          id: string;
          note: string;
          phone: string;
          scheduled_for: string;
          scheduled_from: string;
          scheduled_until: string;
        }[];
      };
      current_night: { Args: Record<PropertyKey, never>; Returns: string };
      delete_held_requests: { Args: { up_to: string }; Returns: number };
      held_reports: {
        Args: { after?: string; max_rows?: number };
        Returns: {
          building_name: string;
          created_at: string;
          has_photo: boolean;
          held_reason: string;
          id: string;
          phone: string;
          property_name: string;
          unit: string;
        }[];
      };
      held_request_count: { Args: Record<PropertyKey, never>; Returns: number };
      held_requests: {
        Args: { after?: string; max_rows?: number };
        Returns: {
          address: string;
          city: string;
          contact_method: string;
          contacted_at: string | null;
          created_at: string;
          email: string | null;
          garage_size: string | null;
          held_reason: string | null;
          id: string;
          lost_reason: string | null;
          name: string;
          notes: string | null;
          owner_notes: string | null;
          phone: string;
          photo_count: number;
          property_name: string | null;
          quote_cents: number | null;
          review_requested_at: string | null;
          rooms: number | null;
          scheduled_for: string | null;
          scheduled_from: string | null;
          scheduled_until: string | null;
          service: string;
          set_out_note: string | null;
          sms_consent: boolean;
          source_56_hash: string | null;
          source_hash: string | null;
          source_host: string | null;
          source_page: string | null;
          start_date: string | null;
          status: string;
          status_changed_at: string | null;
          unit: string | null;
          units: number | null;
        }[];
        SetofOptions: {
          from: "*";
          to: "service_requests";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      inbox_month: { Args: { month_start: string }; Returns: Json };
      inbox_requests: {
        Args: {
          after?: string;
          filter?: string;
          page_size?: number;
          search?: string;
          today?: string;
        };
        Returns: {
          address: string;
          city: string;
          contact_method: string;
          contacted_at: string | null;
          created_at: string;
          email: string | null;
          garage_size: string | null;
          held_reason: string | null;
          id: string;
          lost_reason: string | null;
          name: string;
          notes: string | null;
          owner_notes: string | null;
          phone: string;
          photo_count: number;
          property_name: string | null;
          quote_cents: number | null;
          review_requested_at: string | null;
          rooms: number | null;
          scheduled_for: string | null;
          scheduled_from: string | null;
          scheduled_until: string | null;
          service: string;
          set_out_note: string | null;
          sms_consent: boolean;
          source_56_hash: string | null;
          source_hash: string | null;
          source_host: string | null;
          source_page: string | null;
          start_date: string | null;
          status: string;
          status_changed_at: string | null;
          unit: string | null;
          units: number | null;
        }[];
        SetofOptions: {
          from: "*";
          to: "service_requests";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      inbox_reviews: {
        Args: { after?: string; page_size?: number };
        Returns: {
          address: string;
          city: string;
          contact_method: string;
          contacted_at: string | null;
          created_at: string;
          email: string | null;
          garage_size: string | null;
          held_reason: string | null;
          id: string;
          lost_reason: string | null;
          name: string;
          notes: string | null;
          owner_notes: string | null;
          phone: string;
          photo_count: number;
          property_name: string | null;
          quote_cents: number | null;
          review_requested_at: string | null;
          rooms: number | null;
          scheduled_for: string | null;
          scheduled_from: string | null;
          scheduled_until: string | null;
          service: string;
          set_out_note: string | null;
          sms_consent: boolean;
          source_56_hash: string | null;
          source_hash: string | null;
          source_host: string | null;
          source_page: string | null;
          start_date: string | null;
          status: string;
          status_changed_at: string | null;
          unit: string | null;
          units: number | null;
        }[];
        SetofOptions: {
          from: "*";
          to: "service_requests";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      inbox_summary: {
        Args: Record<PropertyKey, never>;
        Returns: {
          contacted: number;
          done: number;
          lost: number;
          median_minutes_to_contact: number;
          new: number;
          scheduled: number;
        }[];
      };
      inbox_upcoming: {
        Args: { after?: string; page_size?: number };
        Returns: {
          address: string;
          city: string;
          contact_method: string;
          contacted_at: string | null;
          created_at: string;
          email: string | null;
          garage_size: string | null;
          held_reason: string | null;
          id: string;
          lost_reason: string | null;
          name: string;
          notes: string | null;
          owner_notes: string | null;
          phone: string;
          photo_count: number;
          property_name: string | null;
          quote_cents: number | null;
          review_requested_at: string | null;
          rooms: number | null;
          scheduled_for: string | null;
          scheduled_from: string | null;
          scheduled_until: string | null;
          service: string;
          set_out_note: string | null;
          sms_consent: boolean;
          source_56_hash: string | null;
          source_hash: string | null;
          source_host: string | null;
          source_page: string | null;
          start_date: string | null;
          status: string;
          status_changed_at: string | null;
          unit: string | null;
          units: number | null;
        }[];
        SetofOptions: {
          from: "*";
          to: "service_requests";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      intake_check_trouble: { Args: Record<PropertyKey, never>; Returns: string };
      is_crew: { Args: Record<PropertyKey, never>; Returns: boolean };
      is_staff: { Args: Record<PropertyKey, never>; Returns: boolean };
      mark_authors: {
        Args: { ids: string[] };
        Returns: {
          id: string;
          marked_by: string;
        }[];
      };
      missed_pickups: {
        Args: { after?: string; page_size?: number };
        Returns: {
          building: string;
          building_id: string;
          created_at: string;
          id: string;
          mark_by: string;
          mark_happened_at: string;
          mark_kind: string;
          mark_problem: string;
          night: string;
          phone: string;
          photo_small_path: string;
          property: string;
          unit: string;
        }[];
      };
      missed_report_phones: {
        Args: { ids: string[] };
        Returns: {
          id: string;
          phone: string;
        }[];
      };
      month_collected_online: {
        Args: { month_start: string };
        Returns: {
          collected_cents: number;
          deposits_paid: number;
          month: string;
          paid_cents: number;
          refunded_cents: number;
          refunds: number;
        }[];
      };
      my_role: { Args: Record<PropertyKey, never>; Returns: string };
      partner_accounts: {
        Args: { with_buildings?: boolean };
        Returns: {
          buildings: Database["public"]["Tables"]["property_buildings"]["Row"][];
          partner: Database["public"]["Tables"]["partners"]["Row"];
          properties: Database["public"]["Tables"]["properties"]["Row"][];
          subscriptions: Database["public"]["Tables"]["stripe_subscriptions"]["Row"][];
        }[];
      };
      partner_property: {
        Args: { property_id: string; user_id: string };
        Returns: {
          open_subscription_ids: string[];
          partner: Database["public"]["Tables"]["partners"]["Row"];
          property: Database["public"]["Tables"]["properties"]["Row"];
        }[];
      };
      property_month: {
        Args: { month?: string; property_id: string };
        Returns: {
          first_night: string;
          marks: Json;
          reports: Json;
          tonight: string;
        }[];
      };
      quote_page: {
        Args: { token_hash: string };
        Returns: {
          accepted_cents: number;
          accepted_day: string;
          address: string;
          city: string;
          declined: boolean;
          deposit_paid_cents: number;
          deposit_status: string;
          garage_size: string;
          offered_days: string[];
          photo_count: number;
          property_name: string;
          quote_cents: number;
          request_id: string;
          rooms: number;
          scheduled_for: string;
          scheduled_from: string;
          scheduled_until: string;
          service: string;
          status: string;
          unit: string;
          units: number;
        }[];
      };
      quote_state: {
        Args: { request: Database["public"]["Tables"]["service_requests"]["Row"] };
        Returns: string;
      };
      release_held_reports: { Args: { ids: string[] }; Returns: number };
      release_held_requests: { Args: { ids: string[] }; Returns: number };
      release_quote_email: { Args: { link_id: string }; Returns: undefined };
      reorder_buildings: {
        Args: { building_ids: string[]; property_id: string };
        Returns: undefined;
      };
      report_missed_pickup: {
        Args: {
          building_id: string;
          client_address?: unknown;
          code: string;
          has_photo?: boolean;
          phone?: string;
          report_id: string;
          unit?: string;
          verification?: string;
        };
        Returns: Json;
      };
      request_photos_again: {
        Args: { request_id: string; retry_key_hash: string };
        Returns: number;
      };
      resident_page: {
        Args: { code: string };
        Returns: {
          buildings: Database["public"]["CompositeTypes"]["resident_building"][];
          city: string;
          name: string;
          night: string;
          rules: string;
          set_out_from: string;
          set_out_until: string;
        }[];
      };
      route_night: { Args: Record<PropertyKey, never>; Returns: Json };
      save_property: { Args: { buildings?: Json; property: Json }; Returns: string };
      save_push_subscription: {
        Args: { auth: string; endpoint: string; p256dh: string };
        Returns: undefined;
      };
      set_deposit_session: { Args: { deposit_id: string; session_id: string }; Returns: undefined };
      set_partner_service: { Args: { partner_id: string; service: string }; Returns: undefined };
      set_property_service: { Args: { property_id: string; service: string }; Returns: boolean };
      submit_request: {
        Args: {
          client_address?: unknown;
          request: Json;
          retry_key_hash?: string;
          verification?: string;
        };
        Returns: Json;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      resident_building: {
        id: string | null;
        name: string | null;
        picked_up_at: string | null;
      };
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema["CompositeTypes"] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
