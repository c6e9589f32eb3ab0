// Command erp is the ERP server: PocketBase used as a Go framework.
package main

import (
	"log"

	"erp/server/internal/app"
)

func main() {
	if err := app.New().Start(); err != nil {
		log.Fatal(err)
	}
}
